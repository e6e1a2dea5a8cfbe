import { useRef } from 'react';

/**
 * Where focus goes when a dialog closes. The shared Dialog unmounts without the native close(),
 * so the browser does not put focus back; this remembers the opener and returns to it, or to a
 * fallback when the opener is gone (the card of a deleted item).
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    remember: () => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    restore: (fallback?: HTMLElement | null) => {
      // After React has removed the dialog, or the focus would be taken back by it.
      requestAnimationFrame(() => {
        const target = opener.current?.isConnected ? opener.current : fallback;
        target?.focus();
      });
    },
  };
}
