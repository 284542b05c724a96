import type { Router } from 'express';
import { ACCOUNT_EXPORT_MESSAGES, accountExportFileName } from '@uniform/contracts';
import { createRouter, mountOperation } from '@uniform/service-kit';
import type { AccountExporter } from '../domain/account-export.use-case';
import type { Accounts } from '../domain/accounts.use-case';
import { sessionTokenOf } from './session-cookie';

export function accountExportRoutes(accounts: Accounts, accountExport: AccountExporter): Router {
  const router = createRouter();
  mountOperation(
    router,
    'exportAccountData',
    async ({ user }, _req, res) => {
      const file = await accountExport.exportFor(user);
      // The whole of one user's data: no cache, shared or private, may keep a copy.
      res.set('cache-control', 'private, no-store');
      // Written out rather than res.attachment(), which drops the quotes around a plain name.
      res.set(
        'content-disposition',
        `attachment; filename="${accountExportFileName(new Date(file.exportedAt))}"`,
      );
      res.json(file);
    },
    {
      // This service owns sessions: who is signed in comes from the session cookie.
      user: (req) => accounts.resolve(sessionTokenOf(req)),
      signInMessage: ACCOUNT_EXPORT_MESSAGES.signInRequired,
    },
  );
  return router;
}
