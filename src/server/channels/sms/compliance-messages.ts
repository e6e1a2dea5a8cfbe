import { product } from '../../../shared/product';

/** The fixed replies to compliance keywords (PRODUCT.md §3). */
export function optOutConfirmation() {
  return `${product.name}: You're unsubscribed and will get no more messages from us. Reply START to resubscribe.`;
}

export function optInConfirmation() {
  return `${product.name}: You're subscribed again. Reply HELP for help, STOP to opt out. Msg & data rates may apply.`;
}

export function helpReply(supportAddress: string) {
  return (
    `${product.name} sends a daily check-in text from your family. Reply YES if you're OK or NO ` +
    `if you need help. Questions: ${supportAddress}. Reply STOP to opt out. Msg & data rates may apply.`
  );
}
