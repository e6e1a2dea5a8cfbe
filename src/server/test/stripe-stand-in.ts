import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeCall {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  /** The form-encoded body, keys as Stripe spells them (`items[0][price]`). */
  form: Record<string, string>;
}

/**
 * A local HTTP server standing in for Stripe's API, for the real SDK pointed at it. It records
 * each call and answers customers and subscriptions the way the API does, replaying the first
 * answer for a repeated idempotency key.
 */
export async function startStripeStandIn(now: () => Date = () => new Date()) {
  const calls: StripeCall[] = [];
  const replies = new Map<string, unknown>();
  let sequence = 0;

  const answer = (call: StripeCall): [number, unknown] => {
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
      return [
        200,
        {
          id: `sub_test${sequence}`,
          object: 'subscription',
          customer: call.form.customer,
          status: 'trialing',
          trial_start: start,
          trial_end: trialEnd,
          cancel_at_period_end: false,
          items: { object: 'list', data: items },
          metadata: { userId: call.form['metadata[userId]'] },
        },
      ];
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
