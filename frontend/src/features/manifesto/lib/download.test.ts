import { manifestoFileName } from './download';

test('When the manifesto is downloaded, then the file is named after the local date with .md', () => {
  expect(manifestoFileName(new Date(2026, 0, 5, 23, 30))).toBe('family-manifesto-2026-01-05.md');
});
