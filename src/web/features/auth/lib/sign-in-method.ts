export type SignInMethod = 'magic-link' | 'password';

/** The sign-in method /login shows for its query: a magic link unless ?method=password. */
export const signInMethodOf = (query: URLSearchParams): SignInMethod =>
  query.get('method') === 'password' ? 'password' : 'magic-link';
