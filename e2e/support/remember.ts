import type { Page } from '@playwright/test';

/**
 * Every page load in `page` starts with these in localStorage, as if the person had set them
 * before. Only in the top frame: init scripts run in every frame, and the mailbox's sandboxed
 * e-mail frame has no storage (reading it throws, which the console check would catch).
 */
export const remember = (page: Page, entries: Record<string, string>) =>
  page.addInitScript((pairs) => {
    if (window !== window.top) return;
    for (const [key, value] of Object.entries(pairs)) localStorage.setItem(key, value);
  }, entries);
