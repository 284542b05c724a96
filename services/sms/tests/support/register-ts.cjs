// Runs the service's TypeScript entry points in a child process under test (the worker kill test):
// .ts files compile through swc like jest does, `@uniform/*` resolves to the libraries' sources and
// the generated Prisma client's './x.js' imports find their .ts siblings.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

const root = path.resolve(__dirname, '..', '..', '..', '..');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  const lib = /^@uniform\/(contracts|service-kit|db|test-kit|style-engine|ai)$/.exec(request);
  if (lib) return path.join(root, 'libs', lib[1], 'src', 'index.ts');
  if (parent && /^\.{1,2}\//.test(request)) {
    const base = path.resolve(path.dirname(parent.filename), request);
    for (const candidate of [base.replace(/\.js$/, '.ts'), `${base}.ts`, path.join(base, 'index.ts')]) {
      if (candidate.endsWith('.ts') && fs.existsSync(candidate)) return candidate;
    }
  }
  return resolve.call(this, request, parent, ...rest);
};
require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
