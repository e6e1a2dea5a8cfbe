import { redirect } from 'react-router';
import { codeReadingPaths } from './route-table';

/**
 * A sign-in link may land on any page with `?code=…` (an e-mail client or an old link can drop
 * the path). Send it to the callback page with the query intact so the code is still used.
 */
export function redirectStrayCode({ request }: { request: Request }) {
  const url = new URL(request.url);
  if (url.searchParams.has('code') && !codeReadingPaths.includes(url.pathname)) {
    throw redirect(`/auth/callback${url.search}`);
  }
  return null;
}
