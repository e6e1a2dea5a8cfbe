import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { loadOnUse } from '../lib/load-on-use';

// What the sign-in and sign-up forms show only after an answer, a click or another tab's news is
// loaded then, not with the page: the page hydrates with the code of the form it shows.

/** A component whose code loads when it is first rendered; until it is here it renders nothing. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function shownLater<Component extends ComponentType<any>>(load: () => Promise<Component>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function ShownLater(props: ComponentProps<Component>) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/**
 * "Successfully Signed In", once another tab has signed in: on /login and /signup alike. With
 * what the forms need once used (../on-use.ts): the tab that waits for its link has it already.
 */
export const SignedInElsewhere = shownLater(async () => (await loadOnUse()).SignedInElsewhere);
