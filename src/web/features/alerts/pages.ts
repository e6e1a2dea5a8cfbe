// An alert's page, opened from its link without an account: its own small chunk.
export { AlertPage } from './components/alert-page';
