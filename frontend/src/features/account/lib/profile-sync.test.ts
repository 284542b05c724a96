import type { StyleProfile, StyleProfileContentInput } from '@uniform/contracts';
import { teacherAnalysis } from '../../../testing/personas';
import { createProfileSync } from './profile-sync';

/** The sync over a content the test changes, and a save the test answers when it wants. */
function harness() {
  let content: StyleProfileContentInput | null = { analysis: teacherAnalysis(), brandEdits: {} };
  const saves: { content: StyleProfileContentInput; resolve: () => void; reject: (e: Error) => void }[] = [];
  const errors: unknown[] = [];
  const sync = createProfileSync({
    read: () => content,
    load: (profile) => {
      content = { analysis: profile.analysis, brandEdits: profile.brandEdits };
    },
    save: (sent) =>
      new Promise<StyleProfile>((resolve, reject) =>
        saves.push({ content: sent, resolve: () => resolve({} as StyleProfile), reject }),
      ),
    onError: (error) => errors.push(error),
    debounceMs: 800,
  });
  const edit = (value: string) => {
    content = { analysis: teacherAnalysis(), brandEdits: { brandStatement: value } };
    sync.changed();
  };
  const settle = () => jest.advanceTimersByTimeAsync(0);
  return { sync, saves, errors, edit, settle, clear: () => (content = null) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the profile sync', () => {
  test('When edits come quickly, then one save goes out 800 ms after the last, and the status reads saving, then saved', async () => {
    const { sync, saves, edit, settle } = harness();
    sync.start();
    edit('one');
    await jest.advanceTimersByTimeAsync(500);
    edit('two');
    await jest.advanceTimersByTimeAsync(799);
    expect(saves).toHaveLength(0);
    expect(sync.status()).toBe('unsaved');

    await jest.advanceTimersByTimeAsync(1);
    expect(saves).toHaveLength(1);
    expect(saves[0]!.content.brandEdits).toEqual({ brandStatement: 'two' });
    expect(sync.status()).toBe('saving');
    expect(sync.isBrowserSaved()).toBe(false);

    saves[0]!.resolve();
    await settle();
    expect(sync.status()).toBe('saved');
    expect(sync.isBrowserSaved()).toBe(true);
  });

  test('When a change comes while a save is in flight, then the next save waits for it: never two at once', async () => {
    const { sync, saves, edit, settle } = harness();
    sync.start();
    edit('one');
    await jest.advanceTimersByTimeAsync(800);
    edit('two');
    await jest.advanceTimersByTimeAsync(800);
    expect(saves).toHaveLength(1);

    saves[0]!.resolve();
    await settle();
    expect(saves).toHaveLength(2);
    expect(saves[1]!.content.brandEdits).toEqual({ brandStatement: 'two' });
    saves[1]!.resolve();
    await settle();
    expect(sync.isBrowserSaved()).toBe(true);
  });

  test('When a save fails, then the error is told, the status says failed, and the next change saves again', async () => {
    const { sync, saves, errors, edit, settle } = harness();
    sync.start();
    edit('one');
    await jest.advanceTimersByTimeAsync(800);
    saves[0]!.reject(new Error('503: down'));
    await settle();
    expect(errors).toHaveLength(1);
    expect(sync.status()).toBe('failed');
    expect(sync.isBrowserSaved()).toBe(false);

    edit('two');
    await jest.advanceTimersByTimeAsync(800);
    expect(saves).toHaveLength(2);
    saves[1]!.resolve();
    await settle();
    expect(sync.status()).toBe('saved');
  });

  test('When a profile is adopted, then it is saved as is (no save sent) and a later edit is saved', async () => {
    const { sync, saves, edit } = harness();
    sync.adopt({
      analysis: teacherAnalysis(),
      brandEdits: { voiceAndTone: 'Warm.' },
    } as unknown as StyleProfile);
    expect(sync.status()).toBe('saved');
    await jest.advanceTimersByTimeAsync(2000);
    expect(saves).toHaveLength(0);
    edit('mine');
    await jest.advanceTimersByTimeAsync(800);
    expect(saves).toHaveLength(1);
  });

  test('When stopped (signed out) while a save is in flight, then its answer is ignored and nothing is called saved', async () => {
    const { sync, saves, edit, settle } = harness();
    sync.start();
    edit('one');
    await jest.advanceTimersByTimeAsync(800);
    sync.stop();
    saves[0]!.resolve();
    await settle();
    expect(sync.status()).toBe('off');
    expect(sync.isBrowserSaved()).toBe(false);
    edit('two');
    await jest.advanceTimersByTimeAsync(2000);
    expect(saves).toHaveLength(1);
  });

  test('When the browser holds no analysis, then there is nothing to save', async () => {
    const { sync, saves, clear } = harness();
    clear();
    sync.start();
    expect(sync.status()).toBe('empty');
    await expect(sync.saveNow()).resolves.toBe(false);
    expect(saves).toHaveLength(0);
  });
});
