// Runs the render worker's real entry (src/worker.ts) under plain node for the restart test:
// TypeScript compiled on load with @swc/core, @uniform/* resolved to the libraries' sources (as in jest).
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

const root = path.resolve(__dirname, '..', '..', '..', '..');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  const lib = /^@uniform\/(contracts|service-kit|style-engine|ai|db|test-kit)$/.exec(request);
  if (lib) return path.join(root, 'libs', lib[1], 'src', 'index.ts');
  try {
    return resolve.call(this, request, parent, ...rest);
  } catch (error) {
    if (request.startsWith('.') && request.endsWith('.js')) {
      return resolve.call(this, request.slice(0, -3), parent, ...rest);
    }
    throw error;
  }
};
Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
require(path.join(root, 'services', 'pdf', 'src', 'worker.ts'));
