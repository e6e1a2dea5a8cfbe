// Refer a Friend, loaded as its own chunk.
export { ReferralPage } from './components/referral-page';
