import { lazy, Suspense, type ComponentProps } from 'react';

// What the sign-in and sign-up forms show only after an answer or another tab's news: loaded
// then (or, for "Check your email", as the form is sent), not with the page.

const checkEmailPanel = () => import('./check-email-panel');
const LazyCheckEmailPanel = lazy(async () => ({
  default: (await checkEmailPanel()).CheckEmailPanel,
}));
const LazySignedInElsewhere = lazy(async () => ({
  default: (await import('./signed-in-elsewhere')).SignedInElsewhere,
}));

/** Starts loading "Check your email", for a form that is being sent. */
export function preloadCheckEmailPanel() {
  checkEmailPanel().catch(() => {}); // A failure shows when the panel is rendered.
}

export function CheckEmailPanel(props: ComponentProps<typeof LazyCheckEmailPanel>) {
  return (
    <Suspense fallback={null}>
      <LazyCheckEmailPanel {...props} />
    </Suspense>
  );
}

export function SignedInElsewhere() {
  return (
    <Suspense fallback={null}>
      <LazySignedInElsewhere />
    </Suspense>
  );
}
