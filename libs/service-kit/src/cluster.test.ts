import os from 'node:os';
import { workersSchema } from './cluster';

const cores = os.availableParallelism();

test('When <NAME>_WORKERS is unset, then the declared fallback applies: one process unless it says auto', () => {
  expect(workersSchema('Processes').parse(undefined)).toBe(1);
  expect(workersSchema('Processes', { fallback: 'auto' }).parse(undefined)).toBe(cores);
  expect(workersSchema('Processes', { fallback: 'auto', autoMax: 1 }).parse(undefined)).toBe(1);
});

test('When it is "auto", then it is one per core, at most the cap', () => {
  expect(workersSchema('Processes').parse('auto')).toBe(cores);
  expect(workersSchema('Processes', { autoMax: 1 }).parse('auto')).toBe(1);
  expect(workersSchema('Processes', { autoMax: cores + 1 }).parse('auto')).toBe(cores);
});

test('When it is a number, then that number runs, above the cap too; zero, 65 or words are refused', () => {
  expect(workersSchema('Processes', { fallback: 'auto', autoMax: 2 }).parse('6')).toBe(6);
  for (const bad of ['0', '65', 'many', '1.5'])
    expect(workersSchema('Processes').safeParse(bad).success).toBe(false);
});
