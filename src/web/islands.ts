import type { ComponentType } from 'react';
import { ThemeToggle } from './components/theme-toggle';

// What an island needs from its props is checked where the page renders it (<Island>); here
// each island's component is only loaded.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * The parts of the server-rendered pages the browser hydrates (components/island.tsx), each
 * loaded only on the pages that show it.
 */
export const islands = {
  // On every page, and part of the app's own layout: loaded with this module.
  'theme-toggle': async (): Promise<AnyComponent> => ThemeToggle,
  faq: async (): Promise<AnyComponent> =>
    (await import('./features/public-site/components/faq-list')).FaqList,
  waitlist: async (): Promise<AnyComponent> =>
    (await import('./features/public-site/components/waitlist-form')).WaitlistForm,
  'scroll-to-top': async (): Promise<AnyComponent> =>
    (await import('./features/public-site/components/scroll-to-top')).ScrollToTop,
  'blog-posts': async (): Promise<AnyComponent> =>
    (await import('./features/public-site/components/blog-posts')).BlogPosts,
  newsletter: async (): Promise<AnyComponent> =>
    (await import('./features/public-site/components/newsletter-form')).NewsletterForm,
  login: async (): Promise<AnyComponent> =>
    (await import('./features/auth/components/login-panel')).MagicLinkPanel,
  'login-password': async (): Promise<AnyComponent> =>
    (await import('./features/auth/components/password-panel')).PasswordPanel,
  signup: async (): Promise<AnyComponent> =>
    (await import('./features/auth/components/signup-panel')).SignupPanel,
};

export type IslandName = keyof typeof islands;

/** The prefix of an island's ids (useId), on the server and in the browser alike. */
export const islandIdPrefix = (name: IslandName) => `${name}-`;
