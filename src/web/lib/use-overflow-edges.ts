import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface OverflowEdges {
  /** Content is hidden to the left (the row was scrolled). */
  start: boolean;
  /** Content is hidden to the right: more to see by scrolling. */
  end: boolean;
}

/**
 * Which sides of a sideways-scrolling row hide content, kept current as it scrolls or resizes,
 * so the row can show a hint that there is more (a phone shows three of six tabs).
 */
export function useOverflowEdges(ref: RefObject<HTMLElement | null>): OverflowEdges {
  const [edges, setEdges] = useState<OverflowEdges>({ start: false, end: false });

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    // A pixel of slack: zoomed pages scroll to fractional positions.
    const start = element.scrollLeft > 1;
    const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setEdges((previous) =>
      previous.start === start && previous.end === end ? previous : { start, end },
    );
  }, [ref]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref, measure]);

  return edges;
}
