// Subscription, checkout return and demo checkout, loaded as their own chunk.
export { DemoCheckoutPage } from './components/demo-checkout-page';
export { SubscriptionPage } from './components/subscription-page';
export { SuccessPage } from './components/success-page';
