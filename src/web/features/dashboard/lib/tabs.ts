/** The dashboard's tabs, in order, with the `?tab=` value each answers to. */
export const dashboardTabs = [
  { id: 'overview', label: 'Overview' },
  { id: 'messages', label: 'Message Templates' },
  { id: 'campaigns', label: 'Campaigns' },
  { id: 'content', label: 'Content Library' },
  { id: 'voice', label: 'Voice Response' },
  { id: 'test-sms', label: 'Test SMS' },
] as const;

export type DashboardTabId = (typeof dashboardTabs)[number]['id'];

export const isDashboardTab = (value: unknown): value is DashboardTabId =>
  dashboardTabs.some((tab) => tab.id === value);
