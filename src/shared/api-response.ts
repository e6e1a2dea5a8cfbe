import { z } from './zod';

/**
 * Response schemas shared by many routes. Each resource's own shapes live in its module here
 * (parents.ts, family-members.ts, …); both the server (`sendJson`) and the web (`apiRequest`)
 * take their types from them, so a shape is written once. They describe JSON as it crosses the
 * wire: dates are ISO strings, and a field is `.nullable()` exactly where the server sends null.
 */

/** `{ ok: true }`: done, nothing else to say. */
export const okResponse = z.object({ ok: z.literal(true) });

/** 204: no body at all. */
export const noContent = z.undefined();

/** A sentence for the user, the whole answer (newsletter, invites). */
export const messageResponse = z.object({ message: z.string() });

/** An instant as JSON carries it: the server's Date serialised by JSON.stringify. */
export const isoInstant = z.string();
