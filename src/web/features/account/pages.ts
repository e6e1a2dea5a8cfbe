// Account settings, loaded as its own chunk.
export { SettingsPage } from './components/settings-page';
export { AccountDeletedPage } from './components/account-deleted-page';
