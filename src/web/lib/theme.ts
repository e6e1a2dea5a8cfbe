export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';

function readStoredTheme(): string | null {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** `dark` when stored as dark, or when nothing is stored and the system prefers dark. */
export function resolveTheme(): Theme {
  const stored = readStoredTheme();
  if (stored === 'dark') return 'dark';
  if (stored === null && window.matchMedia('(prefers-color-scheme: dark)').matches) return 'dark';
  return 'light';
}

export function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

export function saveTheme(theme: Theme) {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  applyTheme(theme);
}

/** Follows the system setting while the user has not chosen a theme. Returns an unsubscribe. */
export function followSystemTheme(onChange: (theme: Theme) => void): () => void {
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  const listener = () => {
    if (readStoredTheme() !== null) return;
    const theme = resolveTheme();
    applyTheme(theme);
    onChange(theme);
  };
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
