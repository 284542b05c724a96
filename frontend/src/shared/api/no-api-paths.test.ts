import fs from 'node:fs';
import path from 'node:path';

/**
 * API paths are written once, in libs/contracts OPERATIONS: the frontend names operations and the
 * client looks the paths up. This scan keeps a path from creeping back into a string literal.
 */
const SOURCE_ROOT = path.resolve(__dirname, '../..');
const API = '/' + 'api';

/** The string literals ('…', "…", `…` on one line) of a source that name an API path. */
export function apiPathLiterals(source: string): string[] {
  const literals = source.match(/'[^'\n]*'|"[^"\n]*"|`[^`\n]*`/g) ?? [];
  // A path or URL starts with /api (after a host or a `${base}`); a module path such as
  // '../api/auth' (a feature's api folder) does not.
  const apiPath = new RegExp(`^(https?://[^/]*|\\$\\{[^}]*\\})?${API}(/|$)`);
  return literals.filter((literal) => apiPath.test(literal.slice(1, -1)));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|js|cjs|mjs)$/.test(entry.name) ? [full] : [];
  });
}

describe('API paths in the frontend', () => {
  test('When the sources are scanned, then no string literal names an API path', () => {
    const found = sourceFiles(SOURCE_ROOT).flatMap((file) =>
      apiPathLiterals(fs.readFileSync(file, 'utf8')).map(
        (literal) => `${path.relative(SOURCE_ROOT, file)}: ${literal}`,
      ),
    );
    expect(found).toEqual([]);
  });

  test('When a literal holds an API path, then the scan finds it; a feature folder import is not one', () => {
    const source = [
      `fetch('${API}/sms/subscribe');`,
      `const url = \`\${base}${API}/generate-pdf\`;`,
      `const key = ["${API}"];`,
      `const full = 'http://localhost:8080${API}/chat-stylist';`,
      `import { useSignIn } from '../api/auth';`,
      `import { callOperation } from '../../shared/api/api-client';`,
    ].join('\n');
    expect(apiPathLiterals(source)).toEqual([
      `'${API}/sms/subscribe'`,
      `\`\${base}${API}/generate-pdf\``,
      `"${API}"`,
      `'http://localhost:8080${API}/chat-stylist'`,
    ]);
  });
});
