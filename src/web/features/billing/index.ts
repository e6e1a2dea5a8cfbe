// The billing feature's public face for other pages (its own pages are in pages.ts).
export { BillingBanner } from './components/billing-banner';
