import { Hono } from 'hono';
import { z } from 'zod';
import type { Auth } from '../../auth/auth';
import { requireSession, type SignedInEnv } from '../../auth/session-guard';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import { accountSchema, familyMemberSchema, parentSchema } from '@/shared/family';
import { familyMemberListResponse, familyMemberResponse } from '@/shared/family-members';
import {
  maybeProfileResponse,
  profileResponse,
  scheduleListResponse,
  scheduleResponse,
  scheduleSchema,
} from '@/shared/onboarding';
import { parentListResponse, parentResponse } from '@/shared/parents';
import type { FamilyService } from './service';
import { servedNumberOnly } from './served-numbers';
import type { ServedCountry } from '@/shared/phone';

const idParam = z.object({ id: z.uuid('No such record.') });

/** The owner's profile, parents and family members. Every row is scoped to the signed-in owner. */
export function familyRoutes(
  family: FamilyService,
  auth: Auth,
  servedCountries: readonly ServedCountry[],
) {
  // The guard goes on each route, not on '*': this app is mounted at /api beside public routes.
  const signedIn = requireSession(auth);
  const servedPhone = servedNumberOnly(servedCountries, 'phone');
  const servedCell = servedNumberOnly(servedCountries, 'cellPhone');
  return new Hono<SignedInEnv>()
    .get('/profile', signedIn, async (c) =>
      sendJson(c, maybeProfileResponse, {
        profile: await family.getProfile(c.get('signedIn').userId),
      }),
    )
    .put('/profile', signedIn, validate('json', accountSchema), servedCell, async (c) =>
      sendJson(c, profileResponse, {
        profile: await family.saveProfile(c.get('signedIn').userId, c.req.valid('json')),
      }),
    )
    .get('/parents', signedIn, async (c) =>
      sendJson(c, parentListResponse, {
        parents: await family.listParents(c.get('signedIn').userId),
      }),
    )
    .post('/parents', signedIn, validate('json', parentSchema), servedPhone, async (c) =>
      sendJson(
        c,
        parentResponse,
        { parent: await family.addParent(c.get('signedIn').userId, c.req.valid('json')) },
        201,
      ),
    )
    .put(
      '/parents/:id',
      signedIn,
      validate('param', idParam),
      validate('json', parentSchema),
      servedPhone,
      async (c) =>
        sendJson(c, parentResponse, {
          parent: await family.updateParent(
            c.get('signedIn').userId,
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        }),
    )
    .delete('/parents/:id', signedIn, validate('param', idParam), async (c) => {
      await family.removeParent(c.get('signedIn').userId, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .get('/schedules', signedIn, async (c) =>
      sendJson(c, scheduleListResponse, {
        schedules: await family.listSchedules(c.get('signedIn').userId),
      }),
    )
    .put(
      '/schedules/:parentId',
      signedIn,
      validate('param', z.object({ parentId: z.uuid('No such parent.') })),
      validate('json', scheduleSchema),
      async (c) =>
        sendJson(c, scheduleResponse, {
          schedule: await family.saveSchedule(
            c.get('signedIn').userId,
            c.req.valid('param').parentId,
            c.req.valid('json'),
          ),
        }),
    )
    .get('/family-members', signedIn, async (c) =>
      sendJson(c, familyMemberListResponse, {
        familyMembers: await family.listFamilyMembers(c.get('signedIn').userId),
      }),
    )
    .post(
      '/family-members',
      signedIn,
      validate('json', familyMemberSchema),
      servedCell,
      async (c) =>
        sendJson(
          c,
          familyMemberResponse,
          {
            familyMember: await family.addFamilyMember(
              c.get('signedIn').userId,
              c.req.valid('json'),
            ),
          },
          201,
        ),
    )
    .put(
      '/family-members/:id',
      signedIn,
      validate('param', idParam),
      validate('json', familyMemberSchema),
      servedCell,
      async (c) =>
        sendJson(c, familyMemberResponse, {
          familyMember: await family.updateFamilyMember(
            c.get('signedIn').userId,
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        }),
    )
    .delete('/family-members/:id', signedIn, validate('param', idParam), async (c) => {
      await family.removeFamilyMember(c.get('signedIn').userId, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
