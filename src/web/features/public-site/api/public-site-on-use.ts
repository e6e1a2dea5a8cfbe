import type * as Requests from './public-site-api';

// The public forms' requests, each loading the API client (and the schema library it parses
// answers with) when it is first sent, not with the page.

export const joinWaitlist: typeof Requests.joinWaitlist = async (email) =>
  (await import('./public-site-api')).joinWaitlist(email);

export const subscribeNewsletter: typeof Requests.subscribeNewsletter = async (email) =>
  (await import('./public-site-api')).subscribeNewsletter(email);
