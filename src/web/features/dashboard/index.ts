// The dashboard feature's public face: the overview's counts and activity, the message history,
// and the dashboard's addresses (its tabs and the history's path).
export { useOverview } from './api/overview';
export { ActivitySection, historyPath } from './components/activity-section';
export { MessageHistoryPage } from './components/history/history-page';
export { OverviewCounts } from './components/overview-counts';
export { dashboardTabs, isDashboardTab, type DashboardTabId } from './lib/tabs';
