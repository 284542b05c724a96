import { Router } from 'express';

/**
 * Every service router matches paths exactly as the contracts spell them: `/api/simple-auth/SIGNUP`
 * and `/api/privacy-inquiry/` are not the same route (Express's defaults would accept both). The
 * gateway routes, rate-limits and signs identity on the spelling it sees, so a service must not
 * answer one the gateway took for another path.
 */
export function createRouter(): Router {
  return Router({ caseSensitive: true, strict: true });
}
