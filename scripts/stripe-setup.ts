/**
 * Creates the catalogue's product and its three monthly prices in a Stripe test account, then
 * prints the variables to set. Run again, it finds the prices by their lookup keys and creates
 * nothing new.
 *
 *   STRIPE_SECRET_KEY=sk_test_… npm run stripe:setup -- --webhook-url https://your.host/webhooks/stripe
 */
import Stripe from 'stripe';
import { handledStripeEvents } from '../src/server/features/billing/stripe-webhooks';
import { priceCatalogue } from '../src/shared/pricing';
import { product } from '../src/shared/product';

const secretKey = process.env.STRIPE_SECRET_KEY;
if (!secretKey?.startsWith('sk_test_')) {
  console.error('stripe:setup: set STRIPE_SECRET_KEY to a test-mode key (sk_test_…).');
  process.exit(1);
}
const webhookFlag = process.argv.indexOf('--webhook-url');
const webhookUrl = webhookFlag >= 0 ? process.argv[webhookFlag + 1] : undefined;

const stripe = new Stripe(secretKey);
const prices = {
  STRIPE_PRICE_BASE: {
    lookupKey: 'family_check_in_base_monthly',
    nickname: `Base: ${priceCatalogue.base.includedParents} parents, ${priceCatalogue.base.includedFamilyMembers} family member`,
    amount: priceCatalogue.base.amountCents,
  },
  STRIPE_PRICE_EXTRA_PARENT: {
    lookupKey: 'family_check_in_extra_parent_monthly',
    nickname: 'Each extra parent',
    amount: priceCatalogue.extraParentCents,
  },
  STRIPE_PRICE_EXTRA_FAMILY_MEMBER: {
    lookupKey: 'family_check_in_extra_family_member_monthly',
    nickname: 'Each extra family member',
    amount: priceCatalogue.extraFamilyMemberCents,
  },
};

const existing = await stripe.prices.list({
  lookup_keys: Object.values(prices).map((price) => price.lookupKey),
  limit: 10,
});
let productId = existing.data[0] && (existing.data[0].product as string);
if (!productId) {
  const created = await stripe.products.create({
    name: product.name,
    description: 'Daily check-ins by text and voice for an aging parent, with family alerts.',
  });
  productId = created.id;
}

const lines: string[] = [];
for (const [variable, price] of Object.entries(prices)) {
  const found = existing.data.find((each) => each.lookup_key === price.lookupKey);
  const id =
    found?.id ??
    (
      await stripe.prices.create({
        product: productId,
        currency: priceCatalogue.currency,
        unit_amount: price.amount,
        recurring: { interval: priceCatalogue.interval },
        lookup_key: price.lookupKey,
        nickname: price.nickname,
      })
    ).id;
  lines.push(`${variable}=${id}`);
}

if (webhookUrl) {
  const endpoint = await stripe.webhookEndpoints.create({
    url: webhookUrl,
    enabled_events: [...handledStripeEvents],
  });
  lines.push(`STRIPE_WEBHOOK_SECRET=${endpoint.secret}`);
} else {
  lines.push(
    'STRIPE_WEBHOOK_SECRET=… (rerun with --webhook-url https://your.host/webhooks/stripe, or take it from `stripe listen`)',
  );
}

console.log('Set these, with STRIPE_SECRET_KEY, to switch from demo billing to Stripe:\n');
console.log(lines.join('\n'));
console.log(
  '\nIn the Stripe dashboard, turn on the customer portal (Settings → Billing → Customer portal) so Manage billing can open it.',
);
