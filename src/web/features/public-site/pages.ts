// The public site's pages, loaded as one chunk: the signed-in app's code is not in it.
export { BlogPage } from './components/blog-page';
export { OurStoryPage, PrivacyPage, TermsPage } from './components/content-page';
export { LandingPage } from './components/landing-page';
export {
  NewsletterConfirmPage,
  NewsletterUnsubscribePage,
} from './components/newsletter-token-page';
export { PostPage } from './components/post-page';
