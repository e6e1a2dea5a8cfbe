import { Moon, Sun } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { followSystemTheme, resolveTheme, saveTheme, type Theme } from '../lib/theme';

const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  const stopFollowing = followSystemTheme(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    stopFollowing();
    window.removeEventListener('storage', onChange);
  };
}

// The server cannot know the visitor's theme: pages it renders start from light, and React
// switches the button right after hydration (the page itself is already themed by
// /theme-init.js).
const serverTheme = (): Theme => 'light';

/** At the top right of every page, in the space each header keeps for it; it scrolls away with the page instead of floating over what is below. */
export function ThemeToggle() {
  const theme = useSyncExternalStore(subscribe, resolveTheme, serverTheme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={() => {
        saveTheme(next);
        listeners.forEach((listener) => listener());
      }}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      className="absolute top-3 right-3 z-50 inline-flex size-11 items-center justify-center rounded-full border border-border bg-card text-fg shadow-sm transition-colors hover:bg-muted"
    >
      {theme === 'dark' ? (
        <Sun aria-hidden="true" className="size-5" />
      ) : (
        <Moon aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}
