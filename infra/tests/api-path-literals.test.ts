import fs from 'node:fs';
import path from 'node:path';
import { root } from './support/repo';
import { packagesIn, sourceFiles } from './support/source-files';

/**
 * API paths are written once, in libs/contracts (OPERATIONS, API_DOCS_PATH, SMS_UNDOCUMENTED_PATHS):
 * services mount operations by id, the gateway routes by the same table, the frontend names
 * operations and its client looks the paths up. This scan keeps a path from creeping back into a
 * string literal anywhere else: the frontend (its tests included) and the source of every service,
 * the gateway and the other libraries. Tests of the backends call paths as a client would, and the
 * e2e, k6 and bench scripts are clients too: they are not scanned.
 */
const API = '/' + 'api';

/** The string literals ('…', "…", `…` on one line) of a source that name an API path. */
export function apiPathLiterals(source: string): string[] {
  const literals = source.match(/'[^'\n]*'|"[^"\n]*"|`[^`\n]*`/g) ?? [];
  // A path or URL starts with /api (after a host or a `${base}`); a module path such as
  // '../api/auth' (a feature's api folder) does not.
  const apiPath = new RegExp(`^(https?://[^/]*|\\$\\{[^}]*\\})?${API}(/|$)`);
  return literals.filter((literal) => apiPath.test(literal.slice(1, -1)));
}

const SCANNED: { dir: string; withTests: boolean }[] = [
  { dir: 'frontend/src', withTests: true },
  { dir: 'gateway/src', withTests: false },
  ...packagesIn('services').map((dir) => ({ dir, withTests: false })),
  ...packagesIn('libs')
    .filter((dir) => dir !== 'libs/contracts/src')
    .map((dir) => ({ dir, withTests: false })),
];

describe('API paths are written only in libs/contracts', () => {
  test('When the frontend, gateway, services and libraries are scanned, then no string literal names an API path', () => {
    const found = SCANNED.flatMap(({ dir, withTests }) =>
      sourceFiles(path.join(root, dir), withTests).flatMap((file) =>
        apiPathLiterals(fs.readFileSync(file, 'utf8')).map(
          (literal) => `${path.relative(root, file)}: ${literal}`,
        ),
      ),
    );
    expect(SCANNED.map((s) => s.dir)).toEqual(
      expect.arrayContaining(['services/sms/src', 'libs/service-kit/src']),
    );
    expect(found).toEqual([]);
  });

  test('When a literal holds an API path, then the scan finds it; a feature folder import is not one', () => {
    const source = [
      `fetch('${API}/sms/subscribe');`,
      `const url = \`\${base}${API}/generate-pdf\`;`,
      `const key = ["${API}"];`,
      `const full = 'http://localhost:8080${API}/chat-stylist';`,
      `router.post('${API}/sms/inbound', form, handle);`,
      `import { useSignIn } from '../api/auth';`,
      `import { callOperation } from '../../shared/api/api-client';`,
    ].join('\n');
    expect(apiPathLiterals(source)).toEqual([
      `'${API}/sms/subscribe'`,
      `\`\${base}${API}/generate-pdf\``,
      `"${API}"`,
      `'http://localhost:8080${API}/chat-stylist'`,
      `'${API}/sms/inbound'`,
    ]);
  });
});
