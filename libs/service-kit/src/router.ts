import { Router } from 'express';

/**
 * Every service router matches paths exactly as the contracts spell them: the sign-up path in upper
 * case, or the privacy path with a trailing slash, is not the same route (Express's defaults would
 * accept both). The
 * gateway routes, rate-limits and signs identity on the spelling it sees, so a service must not
 * answer one the gateway took for another path.
 */
export function createRouter(): Router {
  return Router({ caseSensitive: true, strict: true });
}
