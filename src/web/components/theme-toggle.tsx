import { Moon, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';
import { followSystemTheme, resolveTheme, saveTheme, type Theme } from '../lib/theme';

/** Fixed at the top right of every page. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(resolveTheme);

  useEffect(() => followSystemTheme(setTheme), []);

  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={() => {
        saveTheme(next);
        setTheme(next);
      }}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      className="fixed top-3 right-3 z-50 inline-flex size-11 items-center justify-center rounded-full border border-border bg-card text-fg shadow-sm transition-colors hover:bg-muted"
    >
      {theme === 'dark' ? (
        <Sun aria-hidden="true" className="size-5" />
      ) : (
        <Moon aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}
