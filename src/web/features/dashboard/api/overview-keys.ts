/** The overview's cached reads; each change invalidates what it touched. */
export const overviewKeys = {
  overview: ['dashboard', 'overview'] as const,
  activity: ['dashboard', 'activity'] as const,
  history: (parentId: string | null) => ['dashboard', 'history', parentId ?? 'all'] as const,
};

/** While the tab is open it keeps itself current, so a reply shows without a reload. */
export const OVERVIEW_REFRESH_MS = 10_000;
