// The set-up wizard, loaded as its own chunk only when /onboarding is opened.
export { OnboardingPage } from './components/onboarding-page';
