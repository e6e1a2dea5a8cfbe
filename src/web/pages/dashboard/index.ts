// The dashboard, loaded as its own chunk only when /dashboard or its history is opened.
export { MessageHistoryPage } from '@/web/features/dashboard';
export { DashboardPage } from './dashboard-page';
