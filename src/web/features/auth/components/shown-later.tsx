import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

// What the sign-in and sign-up forms show only after an answer, a click or another tab's news is
// loaded then, not with the page: the page hydrates with the code of the form it shows.

/**
 * A component whose code is loaded when it is first rendered, or ahead with `preload`; until it
 * is here it renders nothing. `preload` resolves once the code is here or could not be fetched
 * (a failure then shows when the view is rendered).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function shownLater<Component extends ComponentType<any>>(load: () => Promise<Component>) {
  let loading: Promise<Component> | undefined;
  // One fetch for `preload` and the render; a failed one is tried again at the next use.
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  function ShownLater(props: ComponentProps<Component>) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return {
    View: ShownLater,
    preload: () =>
      loadOnce().then(
        () => {},
        () => {},
      ),
  };
}

/** "Successfully Signed In", once another tab has signed in: on /login and /signup alike. */
export const { View: SignedInElsewhere } = shownLater(
  async () => (await import('./signed-in-elsewhere')).SignedInElsewhere,
);
