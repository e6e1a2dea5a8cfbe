import { loadOnUse } from '../lib/load-on-use';
import type * as Requests from './auth-requests';

// The requests of the server-rendered sign-in and sign-up pages, each loading the API client
// (and the schema library it parses answers with) when it is first sent, not with the page:
// they are in ../on-use.ts, with the forms' schemas and what the forms show after an answer.

export const signUp: typeof Requests.signUp = async (input) => (await loadOnUse()).signUp(input);

export const sendMagicLink: typeof Requests.sendMagicLink = async (email) =>
  (await loadOnUse()).sendMagicLink(email);

export const requestPasswordReset: typeof Requests.requestPasswordReset = async (email) =>
  (await loadOnUse()).requestPasswordReset(email);

export const signInWithPassword: typeof Requests.signInWithPassword = async (input) =>
  (await loadOnUse()).signInWithPassword(input);
