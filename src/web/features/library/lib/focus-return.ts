import { useEffect, useRef, type RefObject } from 'react';

/**
 * Where focus goes when a dialog closes. The shared Dialog unmounts without the native close(),
 * so the browser does not put focus back; this remembers the opener and returns to it once the
 * dialog is gone, or to a fallback when the opener is gone too (the card of a deleted item).
 */
export function useFocusReturn(open: boolean, fallback: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    // An effect runs after the commit that removed the dialog; earlier, the page is still inert.
    if (wasOpen.current && !open) {
      const target = opener.current?.isConnected ? opener.current : fallback.current;
      target?.focus();
    }
    wasOpen.current = open;
  }, [open, fallback]);
  return {
    /** Call as the dialog is opened, while focus is still on what opened it. */
    remember: () => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    /** Call when what opened the dialog is about to go (a deleted item's card): the fallback gets focus. */
    forget: () => {
      opener.current = null;
    },
  };
}
