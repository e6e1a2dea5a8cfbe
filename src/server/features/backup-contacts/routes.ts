import { Hono } from 'hono';
import { z } from 'zod';
import type { Auth } from '../../auth/auth';
import { requireSession, type SignedInEnv } from '../../auth/session-guard';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import {
  backupContactListResponse,
  backupContactResponse,
  backupContactSchema,
} from '@/shared/backup-contacts';
import type { ServedCountry } from '@/shared/phone';
import { servedNumberOnly } from '../family/service';
import type { BackupContactService } from './service';

const parentParam = z.object({ id: z.uuid('No such parent.') });
const contactParam = parentParam.extend({ contactId: z.uuid('No such backup contact.') });

/**
 * A parent's backup contacts (docs/product.md §2.15). Each route checks that the parent, and the
 * contact, belong to the signed-in owner: another account's is a 404, like a missing one.
 */
export function backupContactRoutes(
  backups: BackupContactService,
  auth: Auth,
  servedCountries: readonly ServedCountry[],
) {
  const signedIn = requireSession(auth);
  const servedPhone = servedNumberOnly(servedCountries, 'phone');
  return new Hono<SignedInEnv>()
    .get('/parents/:id/backup-contacts', signedIn, validate('param', parentParam), async (c) =>
      sendJson(c, backupContactListResponse, {
        backupContacts: await backups.list(c.get('signedIn').userId, c.req.valid('param').id),
      }),
    )
    .post(
      '/parents/:id/backup-contacts',
      signedIn,
      validate('param', parentParam),
      validate('json', backupContactSchema),
      servedPhone,
      async (c) =>
        sendJson(
          c,
          backupContactResponse,
          {
            backupContact: await backups.add(
              c.get('signedIn').userId,
              c.req.valid('param').id,
              c.req.valid('json'),
            ),
          },
          201,
        ),
    )
    .patch(
      '/parents/:id/backup-contacts/:contactId',
      signedIn,
      validate('param', contactParam),
      validate('json', backupContactSchema),
      servedPhone,
      async (c) => {
        const { id, contactId } = c.req.valid('param');
        return sendJson(c, backupContactResponse, {
          backupContact: await backups.update(
            c.get('signedIn').userId,
            id,
            contactId,
            c.req.valid('json'),
          ),
        });
      },
    )
    .delete(
      '/parents/:id/backup-contacts/:contactId',
      signedIn,
      validate('param', contactParam),
      async (c) => {
        const { id, contactId } = c.req.valid('param');
        await backups.remove(c.get('signedIn').userId, id, contactId);
        return c.body(null, 204);
      },
    );
}
