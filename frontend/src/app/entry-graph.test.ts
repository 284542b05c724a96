import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the first paint waits for: every module main.tsx reaches through static value imports (type
 * imports are erased, `import()` loads later). The landing page must paint from React, the router and
 * a few icons alone; TanStack Query, the zod contracts, Radix and the other features load when
 * needed (issue 23: the landing route's JavaScript).
 */
const SRC = path.resolve(__dirname, '..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The packages (and folders of src/) the entry may hold; anything else there is a regression. */
const ALLOWED_PACKAGES = ['react', 'react-dom/client', 'react-router-dom', 'lucide-react', 'clsx'];
const ALLOWED_FOLDERS = ['main.tsx', 'styles.css', 'app', 'shared', 'features/landing'];

/** Static value imports and re-exports of one module: `[specifier, ...]`. */
function staticImports(code: string): string[] {
  const found: string[] = [];
  const statement = /^(import|export)\s+([\s\S]*?)\s*from\s*'([^']+)';|^import\s+'([^']+)';/gm;
  for (const match of code.matchAll(statement)) {
    if (match[4]) {
      found.push(match[4]);
      continue;
    }
    const clause = match[2] ?? '';
    if (/^type\b/.test(clause)) continue;
    // `{ type A, type B }` only: erased like `import type`.
    const braces = /^\{([\s\S]*)\}$/.exec(clause.trim());
    if (braces && braces[1]!.split(',').every((name) => !name.trim() || /^type\s/.test(name.trim())))
      continue;
    found.push(match[3]!);
  }
  return found;
}

function resolveLocal(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  if (existsSync(base) && /\.(css|tsx?)$/.test(base)) return base;
  const file = EXTENSIONS.map((ext) => base + ext).find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`${path.relative(SRC, from)} imports ${specifier}, which does not resolve`);
  return file;
}

function entryGraph(): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    if (file.endsWith('.css')) return;
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) visit(resolveLocal(file, specifier));
      else packages.add(specifier);
    }
  };
  visit(path.join(SRC, 'main.tsx'));
  return { modules, packages };
}

describe('the first paint', () => {
  test('When main.tsx is followed through its static imports, then it reaches only React, the router, icons and the landing page', () => {
    const { modules, packages } = entryGraph();

    expect([...packages].filter((name) => !ALLOWED_PACKAGES.includes(name))).toEqual([]);
    const outside = [...modules]
      .map((file) => path.relative(SRC, file))
      .filter((file) => !ALLOWED_FOLDERS.some((folder) => file === folder || file.startsWith(`${folder}/`)));
    expect(outside).toEqual([]);
    // The walk really covers the page: the shell, the landing page and the API client are in it.
    expect(modules).toContain(path.join(SRC, 'app', 'layout', 'SiteHeader.tsx'));
    expect(modules).toContain(path.join(SRC, 'features', 'landing', 'routes', 'HomePage.tsx'));
    expect(modules).toContain(path.join(SRC, 'shared', 'api', 'api-client.ts'));
  });

  test('When a module imports a package by value, by type only or for its side effects, then only the first and last count', () => {
    const code = [
      "import { a } from 'kept-value';",
      "import type { B } from 'erased-type';",
      "import { type C, type D } from 'erased-inline-types';",
      "import { type E, f } from 'kept-mixed';",
      "export { g } from 'kept-reexport';",
      "export type { H } from 'erased-reexport';",
      "import 'kept-side-effect';",
      "const later = () => import('dynamic-later');",
    ].join('\n');

    expect(staticImports(code)).toEqual(['kept-value', 'kept-mixed', 'kept-reexport', 'kept-side-effect']);
  });
});
