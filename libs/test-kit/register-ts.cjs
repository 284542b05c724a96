// Lets plain node run the repo's TypeScript entry points the way jest does, for process-level tests
// (a worker the test can SIGKILL): `node -r @uniform/test-kit/register-ts.cjs src/worker.ts`.
// .ts files compile through swc, `@uniform/*` resolves to the libraries' sources, and the generated
// Prisma clients' './x.js' imports find their .ts siblings. Mirrors jest.config.js's moduleNameMapper.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

const libs = path.resolve(__dirname, '..');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  const lib = /^@uniform\/(contracts|service-kit|db|test-kit|style-engine|ai)$/.exec(request);
  if (lib) return path.join(libs, lib[1], 'src', 'index.ts');
  if (parent?.filename && /^\.{1,2}\//.test(request)) {
    const base = path.resolve(path.dirname(parent.filename), request);
    for (const candidate of [base.replace(/\.js$/, '.ts'), `${base}.ts`, path.join(base, 'index.ts')]) {
      if (candidate.endsWith('.ts') && fs.existsSync(candidate)) return candidate;
    }
  }
  return resolve.call(this, request, parent, ...rest);
};
Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
