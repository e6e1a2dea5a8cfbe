import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';

export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

/** A floating button back to the top, shown once the page is scrolled past 300 px. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label="Scroll to top"
      className="fixed right-4 bottom-4 z-40 inline-flex size-12 items-center justify-center rounded-full bg-primary text-primary-fg shadow-lg"
    >
      <ArrowUp aria-hidden="true" className="size-6" />
    </button>
  );
}
