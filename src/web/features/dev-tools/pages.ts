// The developer tools, loaded as their own chunk only when a /dev page is opened.
export { DevHomePage } from './components/dev-home-page';
export { MailboxPage } from './components/mailbox-page';
export { PhonePage } from './components/phone-page';
export { WeatherPage } from './components/weather-page';
