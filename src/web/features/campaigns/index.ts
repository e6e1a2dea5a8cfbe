// The campaigns feature's public face (src/web/pages compose it; other features do not see it).
export { CampaignsTab } from './components/campaigns-tab';
