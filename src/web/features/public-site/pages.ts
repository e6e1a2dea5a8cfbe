// The public site's pages inside the app's router, loaded as one chunk: the signed-in app's code
// is not in it. A first visit gets them rendered by the server instead (src/web/public-main.tsx).
export { publicSiteRoute } from './components/public-site-route';
export {
  NewsletterConfirmPage,
  NewsletterUnsubscribePage,
} from './components/newsletter-token-page';
export { NotFoundRoute } from './components/not-found-route';
