import type * as Requests from './auth-requests';

// The requests of the server-rendered sign-in and sign-up pages, each loading the API client
// (and the schema library it parses answers with) when it is first sent, not with the page.

const requests = () => import('./auth-requests');

export const signUp: typeof Requests.signUp = async (input) => (await requests()).signUp(input);

export const sendMagicLink: typeof Requests.sendMagicLink = async (email) =>
  (await requests()).sendMagicLink(email);

export const requestPasswordReset: typeof Requests.requestPasswordReset = async (email) =>
  (await requests()).requestPasswordReset(email);

export const signInWithPassword: typeof Requests.signInWithPassword = async (input) =>
  (await requests()).signInWithPassword(input);
