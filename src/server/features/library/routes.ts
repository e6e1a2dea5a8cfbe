import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import { requireSession, type SignedInEnv } from '../../auth/session-guard';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import {
  categoryListResponse,
  contentListResponse,
  contentResponse,
  contentSchema,
  favouriteSchema,
  idParamSchema,
  templateListResponse,
  templateResponse,
  templateSchema,
} from '@/shared/library';
import type { LibraryService } from './service';

/** Message templates, their categories and the content library, scoped to the signed-in owner. */
export function libraryRoutes(library: LibraryService, auth: Auth) {
  // The guard goes on each route, not on '*': this app is mounted at /api beside public routes.
  const signedIn = requireSession(auth);
  return new Hono<SignedInEnv>()
    .get('/message-categories', signedIn, async (c) =>
      sendJson(c, categoryListResponse, { categories: await library.listCategories() }),
    )
    .get('/templates', signedIn, async (c) =>
      sendJson(c, templateListResponse, {
        templates: await library.listTemplates(c.get('signedIn').userId),
      }),
    )
    .post('/templates', signedIn, validate('json', templateSchema), async (c) =>
      sendJson(
        c,
        templateResponse,
        {
          template: await library.createTemplate(c.get('signedIn').userId, c.req.valid('json')),
        },
        201,
      ),
    )
    .put(
      '/templates/:id',
      signedIn,
      validate('param', idParamSchema),
      validate('json', templateSchema),
      async (c) =>
        sendJson(c, templateResponse, {
          template: await library.updateTemplate(
            c.get('signedIn').userId,
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        }),
    )
    .patch(
      '/templates/:id/favorite',
      signedIn,
      validate('param', idParamSchema),
      validate('json', favouriteSchema),
      async (c) =>
        sendJson(c, templateResponse, {
          template: await library.setFavourite(
            c.get('signedIn').userId,
            c.req.valid('param').id,
            c.req.valid('json').isFavorite,
          ),
        }),
    )
    .delete('/templates/:id', signedIn, validate('param', idParamSchema), async (c) => {
      await library.removeTemplate(c.get('signedIn').userId, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .get('/content', signedIn, async (c) =>
      sendJson(c, contentListResponse, {
        content: await library.listContent(c.get('signedIn').userId),
      }),
    )
    .post('/content', signedIn, validate('json', contentSchema), async (c) =>
      sendJson(
        c,
        contentResponse,
        { item: await library.createContent(c.get('signedIn').userId, c.req.valid('json')) },
        201,
      ),
    )
    .put(
      '/content/:id',
      signedIn,
      validate('param', idParamSchema),
      validate('json', contentSchema),
      async (c) =>
        sendJson(c, contentResponse, {
          item: await library.updateContent(
            c.get('signedIn').userId,
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        }),
    )
    .delete('/content/:id', signedIn, validate('param', idParamSchema), async (c) => {
      await library.removeContent(c.get('signedIn').userId, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
