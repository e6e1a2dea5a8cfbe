// The dashboard, loaded as its own chunk only when /dashboard is opened.
export { DashboardPage } from './components/dashboard-page';
export { MessageHistoryPage } from './components/history/history-page';
