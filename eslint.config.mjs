import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Packages meet through their public entry: the patterns every non-frontend import rule holds. */
const packageBoundaries = [
  {
    group: ['**/libs/*/src', '**/libs/*/src/**', '**/services/*/src/**', '**/gateway/src/**'],
    message: "Import the package's public entry (@uniform/<name>), adding the export to its index if needed.",
  },
  {
    group: ['@uniform/*/src', '@uniform/*/src/**'],
    message: 'Import @uniform/<name> itself, not its src/.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The frontend's declaration output (tsc -b), like dist: generated, not ours to lint.
      '**/dist-types/**',
      '**/generated/**',
      'test-results/**',
      'playwright-report/**',
      '.nx/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Packages meet through their public entry (`@uniform/<name>`): a relative path into another
    // package's src/ skips its index and its build, and breaks when that package moves a file.
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: packageBoundaries,
        },
      ],
    },
  },
  {
    // Error codes are named once, in ErrorCode (libs/contracts/src/errors.ts), so clients can switch on them.
    files: ['gateway/src/**/*.ts', 'services/*/src/**/*.ts', 'libs/*/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.fixture.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'NewExpression[callee.name="AppError"] > :matches(Literal, TemplateLiteral):nth-child(2)',
          message: 'Use an ErrorCode constant from @uniform/contracts (add the code there).',
        },
        {
          selector:
            'Property[key.name="code"] > Literal[value=/^[A-Z][A-Z0-9_]+$/], Property[key.name="code"] > LogicalExpression > Literal[value=/^[A-Z][A-Z0-9_]+$/]',
          message: 'Use an ErrorCode constant from @uniform/contracts (add the code there).',
        },
      ],
    },
  },
  {
    // A service's domain/ is pure use cases: storage, queues, carriers and browsers reach it as deps
    // (repositories and adapters behind small interfaces), never as imports. This later
    // no-restricted-imports replaces the package rule above for these files, so that is restated.
    files: ['services/*/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['ioredis', 'bullmq', 'twilio', 'puppeteer-core'].map((name) => ({
            name,
            message: 'domain/ is pure: take an adapter or repository interface as a dependency instead.',
          })),
          patterns: [
            ...packageBoundaries,
            {
              group: ['@prisma/*', 'twilio/*', 'puppeteer-core/*', 'bullmq/*', 'ioredis/*'],
              message: 'domain/ is pure: take an adapter or repository interface as a dependency instead.',
            },
            {
              regex: '(^|/)generated/prisma(/|$)',
              message:
                'domain/ is pure: the Prisma client belongs to data/ (a repository the use case receives).',
            },
            {
              regex: '^(\\.\\./)+(data|adapters|routes)(/|$)',
              message:
                "domain/ does not import the service's data/, adapters/ or routes/: declare the interface it needs in domain/ and receive the implementation.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...frontendBoundaries(),
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

/**
 * The frontend's layers (bulletproof-react): app → features → shared. A feature imports shared code and
 * other features' public index only; shared imports no feature; only tests reach the test harness.
 * Imports are relative, so each rule is written for the depth of the importing file.
 */
function frontendBoundaries() {
  const up = (n) => `(\\.\\./){${n}}`;
  const tests = ['frontend/src/**/*.test.{ts,tsx}'];
  // A later no-restricted-imports replaces the package rule above for these files, so it is restated.
  const packages = [
    {
      group: ['**/libs/*/src', '**/libs/*/src/**'],
      message: 'Import the package (@uniform/<name>), not its src/.',
    },
    {
      group: ['@uniform/*/src', '@uniform/*/src/**'],
      message: 'Import @uniform/<name> itself, not its src/.',
    },
  ];
  const noHarness = {
    regex: '^(\\.\\./)+testing(/|$)',
    message: 'Only tests import the test harness (src/testing).',
  };
  const rule = (patterns) => ({
    'no-restricted-imports': ['error', { patterns: [...packages, ...patterns] }],
  });
  const layer = (files, patterns) => [
    { files, ignores: tests, rules: rule([...patterns, noHarness]) },
    { files: files.map((glob) => glob.replace(/\.\{ts,tsx\}$/, '.test.{ts,tsx}')), rules: rule(patterns) },
  ];
  const featureDepths = [0, 1, 2, 3].flatMap((depth) =>
    layer(
      [`frontend/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
      [
        {
          regex: `^${up(depth + 1)}[^./][^/]*/`,
          message:
            "Import another feature through its public index ('../../<feature>'), never its internals.",
        },
        {
          regex: `^${up(depth + 2)}(?!shared(/|$)|testing(/|$))`,
          message: 'A feature imports only shared code and other features (app/ sits above features).',
        },
      ],
    ),
  );
  return [
    ...featureDepths,
    ...layer(
      ['frontend/src/shared/**/*.{ts,tsx}'],
      [
        {
          regex: '^(\\.\\./)+(features|app)(/|$)',
          message: 'Shared code imports no feature and no app code.',
        },
      ],
    ),
    ...layer(
      ['frontend/src/app/**/*.{ts,tsx}'],
      [
        {
          regex: '^(\\.\\./)+features/[^/]+/',
          message: "The app imports a feature through its public index ('../features/<feature>').",
        },
      ],
    ),
  ];
}
