import { OPERATIONS, type OperationId } from '@uniform/contracts';

/**
 * The operation a fetch at the test's edge was asked for, so fakes and assertions name operations
 * (as the app's calls do) instead of writing API paths again. Test support only.
 */
export function operationOf(input: string | URL | Request, method = 'GET'): OperationId {
  const raw = input instanceof Request ? input.url : String(input);
  const { pathname } = new URL(raw, 'http://uniform.test');
  const verb = method.toLowerCase();
  const operation =
    OPERATIONS.find((candidate) => candidate.path === pathname && candidate.method === verb) ??
    OPERATIONS.find((candidate) => candidate.path === pathname);
  if (!operation) throw new Error(`No operation serves ${method} ${pathname}`);
  return operation.id;
}
