import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import { requireSession, type SignedInEnv } from '../../auth/session-guard';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import { accountDeletedResponse, deleteAccountSchema } from '@/shared/account';
import type { AccountService } from './service';

/** The signed-in account's own data: a download of all of it, and its deletion. */
export function accountRoutes(account: AccountService, auth: Auth) {
  const signedIn = requireSession(auth);
  return new Hono<SignedInEnv>()
    .get('/account/export', signedIn, async (c) => {
      const data = await account.exportData(c.get('signedIn').userId);
      const day = data.exportedAt.slice(0, 10);
      return c.body(JSON.stringify(data, null, 2), 200, {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="family-check-in-data-${day}.json"`,
        'cache-control': 'no-store',
      });
    })
    .post('/account/delete', signedIn, validate('json', deleteAccountSchema), async (c) => {
      await account.deleteAccount(c.get('signedIn').userId, c.req.valid('json'));
      return sendJson(c, accountDeletedResponse, { deleted: true });
    });
}
