// What each workload reads from its environment, taken from its zod config schema itself (the TypeScript
// source, like jest.config.js: no build needed), so a key added to a config.ts reaches that workload's
// Kubernetes Secret, network policy and compose environment on the next generate, and no other workload's.
//
// Schemas by convention: the gateway's `gatewayEnvSchema` (gateway/src/config.ts); a service's
// `<name>EnvSchema` (services/<name>/src/config.ts); a worker's `<name>WorkerEnvSchema` from the same
// file when the service exports one (the PDF renderer reads far less than the PDF API), else the service's.
import { readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './topology.mjs';

const require = createRequire(import.meta.url);
const { transformSync } = require('@swc/core');

/**
 * Keys that hold a credential or a key, and so go to the workload's Secret instead of its plain
 * environment. A new secret key named like these (…_SECRET, …_TOKEN, …_PASSWORD, …_API_KEY, …_KEYS,
 * …_ACCOUNT_SID, or a connection URL with its password) is picked up without touching this file.
 */
export const SECRET_KEY = /(SECRET|TOKEN|PASSWORD|API_KEY|_KEYS|ACCOUNT_SID)$|^(DATABASE|REDIS)_URL$/;

/** Keys whose presence in a workload's config means it calls out of the cluster, and on which ports. */
export const PUBLIC_EGRESS_BY_KEY = {
  OPENAI_API_KEY: [443], // the model provider
  TWILIO_AUTH_TOKEN: [443], // the SMS carrier
  CUSTOM_ITEM_FETCH: [80, 443], // a custom item's page (http or https, through the SSRF-safe fetch)
  OIDC_GOOGLE_CLIENT_SECRET: [443], // sign-in with Google: discovery, keys and the code exchange
  OIDC_MICROSOFT_CLIENT_SECRET: [443], // sign-in with Microsoft, the same
};

const LIBS = /^@uniform\/(contracts|service-kit|db|test-kit|style-engine|ai)$/;
let registered = false;

/** Lets require() load the TypeScript sources the way jest does (swc, @uniform/* from libs/<x>/src). */
function registerTypeScript() {
  if (registered) return;
  registered = true;
  Module._extensions['.ts'] = (module, filename) => {
    const { code } = transformSync(readFileSync(filename, 'utf8'), {
      filename,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    });
    module._compile(code, filename);
  };
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function resolveSource(request, parent, ...rest) {
    const lib = LIBS.exec(request);
    if (lib) return path.join(root, 'libs', lib[1], 'src', 'index.ts');
    try {
      return resolve.call(this, request, parent, ...rest);
    } catch (error) {
      // Sources import their TypeScript siblings as './x.js'.
      if (/^\.{1,2}\/.*\.js$/.test(request)) {
        return resolve.call(this, request.slice(0, -3), parent, ...rest);
      }
      throw error;
    }
  };
}

const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

/** The zod object schema a workload ('gateway', a service name, or '<service>-worker') parses its env with. */
export function workloadSchema(workload) {
  registerTypeScript();
  if (workload === 'gateway') return require(path.join(root, 'gateway', 'src', 'config.ts')).gatewayEnvSchema;
  const service = workload.replace(/-worker$/, '');
  const mod = require(path.join(root, 'services', service, 'src', 'config.ts'));
  const schema =
    (workload !== service && mod[`${camel(service)}WorkerEnvSchema`]) || mod[`${camel(service)}EnvSchema`];
  if (!schema?.shape) {
    throw new Error(
      `services/${service}/src/config.ts exports no ${camel(service)}EnvSchema: the generators read each workload's keys from it`,
    );
  }
  return schema;
}

/** Every key the workload's config reads, the secret ones, and the public ports it calls out to. */
export function workloadKeys(workload) {
  const keys = Object.keys(workloadSchema(workload).shape).sort();
  return {
    keys,
    secrets: keys.filter((key) => SECRET_KEY.test(key)),
    publicPorts: [...new Set(keys.flatMap((key) => PUBLIC_EGRESS_BY_KEY[key] ?? []))].sort((a, b) => a - b),
  };
}
