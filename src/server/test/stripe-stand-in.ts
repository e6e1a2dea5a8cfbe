import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeCall {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  /** The form-encoded body, keys as Stripe spells them (`items[0][price]`). */
  form: Record<string, string>;
}

type StandInSubscription = Record<string, unknown> & {
  id: string;
  status: string;
  items: { object: 'list'; data: Record<string, unknown>[] };
};

/**
 * A local HTTP server standing in for Stripe's API, for the real SDK pointed at it. It records
 * each call and answers customers, subscriptions, checkout and portal sessions, setup intents
 * and balance transactions the way the API does, replaying the first answer for a repeated
 * idempotency key. Tests change a subscription's state with `subscriptions` (what Stripe would
 * do at a renewal, a failed payment or a cancellation), then send the matching webhook.
 */
export async function startStripeStandIn(now: () => Date = () => new Date()) {
  const calls: StripeCall[] = [];
  const replies = new Map<string, unknown>();
  const subscriptions = new Map<string, StandInSubscription>();
  /** Makes the next calls to this path fail as Stripe's API does on an outage. */
  const failing = new Set<string>();
  let sequence = 0;

  const answer = (call: StripeCall): [number, unknown] => {
    if (failing.has(call.path))
      return [500, { error: { type: 'api_error', message: 'Stand-in outage' } }];
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(call.path);
    if (subscriptionPath) {
      const subscription = subscriptions.get(subscriptionPath[1]!);
      if (!subscription)
        return [404, { error: { type: 'invalid_request_error', message: 'No such subscription' } }];
      if (call.method === 'POST' && call.form.trial_end === 'now') {
        const start = Math.floor(now().getTime() / 1000);
        subscription.status = 'active';
        subscription.trial_end = start;
        for (const item of subscription.items.data) item.current_period_end = start + 30 * 86_400;
      }
      if (
        call.method === 'POST' &&
        Object.keys(call.form).some((key) => key.startsWith('items['))
      ) {
        const changes = new Map<string, Record<string, string>>();
        for (const [key, value] of Object.entries(call.form)) {
          const match = /^items\[(\d+)\]\[(\w+)\]$/.exec(key);
          if (!match) continue;
          const change = changes.get(match[1]!) ?? {};
          change[match[2]!] = value;
          changes.set(match[1]!, change);
        }
        const periodEnd = subscription.items.data[0]?.current_period_end;
        for (const change of changes.values()) {
          const existing = subscription.items.data.find((item) => item.id === change.id);
          if (existing && change.deleted === 'true')
            subscription.items.data = subscription.items.data.filter((item) => item !== existing);
          else if (existing) existing.quantity = Number(change.quantity);
          else
            subscription.items.data.push({
              id: `si_added_${change.price}`,
              price: { id: change.price },
              quantity: Number(change.quantity),
              current_period_end: periodEnd,
            });
        }
      }
      if (call.method === 'DELETE') subscription.status = 'canceled';
      return [200, subscription];
    }
    if (call.method === 'POST' && call.path === '/v1/checkout/sessions') {
      sequence += 1;
      return [
        200,
        {
          id: `cs_test${sequence}`,
          object: 'checkout.session',
          mode: call.form.mode,
          url: `https://checkout.stripe.test/c/pay/cs_test${sequence}`,
        },
      ];
    }
    if (call.method === 'POST' && call.path === '/v1/billing_portal/sessions') {
      return [
        200,
        {
          id: 'bps_test',
          object: 'billing_portal.session',
          url: 'https://billing.stripe.test/p/session',
        },
      ];
    }
    if (call.method === 'GET' && call.path.startsWith('/v1/setup_intents/')) {
      return [
        200,
        { id: call.path.split('/').pop(), object: 'setup_intent', payment_method: 'pm_test_card' },
      ];
    }
    const balance = /^\/v1\/customers\/([^/]+)\/balance_transactions$/.exec(call.path);
    if (call.method === 'POST' && balance) {
      sequence += 1;
      return [
        200,
        {
          id: `cbtxn_test${sequence}`,
          object: 'customer_balance_transaction',
          customer: balance[1],
          amount: Number(call.form.amount),
        },
      ];
    }
    if (call.method === 'POST' && call.path === '/v1/customers') {
      sequence += 1;
      return [200, { id: `cus_test${sequence}`, object: 'customer', email: call.form.email }];
    }
    if (call.method === 'POST' && call.path === '/v1/subscriptions') {
      sequence += 1;
      const start = Math.floor(now().getTime() / 1000);
      const trialEnd = start + Number(call.form.trial_period_days ?? 0) * 86_400;
      const items = Object.keys(call.form)
        .filter((key) => /^items\[\d+\]\[price\]$/.test(key))
        .map((key, index) => ({
          id: `si_test${sequence}_${index}`,
          object: 'subscription_item',
          price: { id: call.form[key] },
          quantity: Number(call.form[key.replace('[price]', '[quantity]')] ?? 1),
          current_period_start: start,
          current_period_end: trialEnd,
        }));
      const subscription: StandInSubscription = {
        id: `sub_test${sequence}`,
        object: 'subscription',
        customer: call.form.customer,
        status: 'trialing',
        trial_start: start,
        trial_end: trialEnd,
        cancel_at_period_end: false,
        items: { object: 'list', data: items },
        metadata: { userId: call.form['metadata[userId]'] },
      };
      subscriptions.set(subscription.id, subscription);
      return [200, subscription];
    }
    return [404, { error: { type: 'invalid_request_error', message: 'Unknown route' } }];
  };

  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const call: StripeCall = {
        method: request.method ?? 'GET',
        path: (request.url ?? '/').split('?')[0]!,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        form: Object.fromEntries(new URLSearchParams(body)),
      };
      calls.push(call);
      const key = call.idempotencyKey && `${call.path}:${call.idempotencyKey}`;
      let reply: [number, unknown];
      if (key && replies.has(key)) reply = [200, replies.get(key)];
      else {
        reply = answer(call);
        if (key && reply[0] === 200) replies.set(key, reply[1]);
      }
      response.writeHead(reply[0], { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply[1]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    subscriptions,
    failing,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
