import { useLocation } from 'react-router';
import { NotFoundPage } from './not-found-page';

/** The router's catch-all: an address inside the app that no route answers to. */
export function NotFoundRoute() {
  return <NotFoundPage path={useLocation().pathname} />;
}
