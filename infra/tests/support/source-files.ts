import fs from 'node:fs';
import path from 'node:path';
import { root } from './repo';

/** The TypeScript and JavaScript sources under `dir`, tests (`*.test.ts(x)`) only when asked for. */
export function sourceFiles(dir: string, withTests: boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, withTests);
    if (!/\.(ts|tsx|js|cjs|mjs)$/.test(entry.name)) return [];
    return withTests || !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The `src` folders of the packages under `dir` ('services', 'libs'), relative to the root. */
export const packagesIn = (dir: string): string[] =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, dir, entry.name, 'src')))
    .map((entry) => `${dir}/${entry.name}/src`);
