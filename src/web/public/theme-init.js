// Applies the saved theme before the page paints. Kept as a file, not inline, so the
// Content-Security-Policy can forbid inline scripts. Mirrors src/web/lib/theme.ts.
(function () {
  var stored = null;
  try {
    stored = window.localStorage.getItem('theme');
  } catch {
    // Storage can be blocked (private modes); fall back to the system preference.
  }
  var dark =
    stored === 'dark' ||
    (stored === null && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
