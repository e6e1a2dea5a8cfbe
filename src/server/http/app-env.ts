import type { RequestIdVariables } from 'hono/request-id';

/** The Hono environment shared by every route: variables set by the common middleware. */
export interface AppEnv {
  Variables: RequestIdVariables;
}
