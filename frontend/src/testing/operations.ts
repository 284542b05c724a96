import { OPERATIONS, type OperationId } from '@uniform/contracts';

/**
 * The operation a fetch at the test's edge was asked for, so fakes and assertions name operations
 * (as the app's calls do) instead of writing API paths again. A path with `{name}` segments matches
 * any one segment there. Test support only.
 */
export function operationOf(input: string | URL | Request, method = 'GET'): OperationId {
  const raw = input instanceof Request ? input.url : String(input);
  const { pathname } = new URL(raw, 'http://uniform.test');
  const verb = method.toLowerCase();
  const served = OPERATIONS.filter((candidate) => pathPattern(candidate.path).test(pathname));
  const operation = served.find((candidate) => candidate.method === verb) ?? served[0];
  if (!operation) throw new Error(`No operation serves ${method} ${pathname}`);
  return operation.id;
}

/** The `{name}` segments of a path as they arrived (decoded), e.g. a restore call's `id`. */
export function pathParamsOf(input: string | URL | Request, template: string): Record<string, string> {
  const raw = input instanceof Request ? input.url : String(input);
  const { pathname } = new URL(raw, 'http://uniform.test');
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const values = pathPattern(template).exec(pathname)?.slice(1) ?? [];
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(values[index] ?? '')]));
}

function pathPattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{\w+\}/g, '([^/]+)')}$`);
}
