import fc from 'fast-check';
import Stripe from 'stripe';
import twilio from 'twilio';
import { anyString, contentTypes, jsonBodyValue, taint, type FuzzRequest } from './fuzz-requests';
import { taints } from './fuzz-values';
import { handledStripeEvents } from '../features/billing/stripe-webhooks';

/** What the text and call provider posts, and values it might put in them. */
const twilioFields = [
  'MessageSid',
  'AccountSid',
  'From',
  'To',
  'Body',
  'MessageStatus',
  'ErrorCode',
  'CallSid',
  'CallStatus',
  'Digits',
  'SpeechResult',
  'Confidence',
];
const twilioValues = [
  'SM0123456789abcdef0123456789abcdef',
  '+15005550006',
  '+12125550123',
  'queued',
  'sent',
  'delivered',
  'undelivered',
  'failed',
  'completed',
  'no-answer',
  'busy',
  '30003',
  '1',
  '2',
  '#',
  'yes',
  'STOP',
  'HELP',
  'START',
];

const twilioValue = (known: string[]) =>
  fc.oneof(
    anyString,
    fc.constantFrom(...twilioValues, ...known),
    fc
      .tuple(fc.constantFrom(...twilioValues, ...known), fc.constantFrom(...taints))
      .map(([value, nasty]) => taint(value, nasty)),
  );

const twilioQuery = (ids: string[]) =>
  fc
    .record(
      {
        callId: fc.oneof(fc.uuid(), fc.constantFrom(...ids), anyString),
        attempt: fc.oneof(fc.integer({ min: -2, max: 8 }).map(String), anyString),
        messageId: fc.oneof(fc.uuid(), fc.constantFrom(...ids), anyString),
      },
      { requiredKeys: [] },
    )
    .map((query) => {
      const search = new URLSearchParams(query).toString();
      return search ? `?${search}` : '';
    });

/**
 * Requests to the text and call webhooks: form bodies (mostly) or junk, and a signature that is
 * valid for exactly what is sent, valid for something else, garbage, or missing. Valid ones
 * are what reach the handlers; the rest must stop at the signature check.
 */
export const twilioWebhookArbitrary = (
  paths: string[],
  authToken: string,
  publicUrl: string,
  known: { ids: string[]; phones: string[] },
): fc.Arbitrary<FuzzRequest> =>
  fc
    .record({
      path: fc.constantFrom(...paths),
      query: twilioQuery(known.ids),
      params: fc.dictionary(
        fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...twilioFields) }, anyString),
        twilioValue([...known.ids, ...known.phones]),
        { maxKeys: 8 },
      ),
      encoding: fc.constantFrom('form', 'form', 'form', 'json', 'none'),
      contentType: fc.option(fc.constantFrom(...contentTypes)),
      signature: fc.oneof(
        { weight: 5, arbitrary: fc.constant('valid' as const) },
        { weight: 1, arbitrary: fc.constant('other' as const) },
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.base64String({ maxLength: 40 }) },
      ),
    })
    .map(({ path, query, params, encoding, contentType, signature }) => {
      const url = `${path}${query}`;
      // Signed as the provider does: over our public URL (the same serialisation the check
      // uses) and the posted parameters.
      const signedUrl = `${publicUrl}${new URL(url, 'http://fuzz').pathname}${new URL(url, 'http://fuzz').search}`;
      const signed = encoding === 'form' ? params : {};
      const headers: Record<string, string> = {};
      if (signature === 'valid')
        headers['x-twilio-signature'] = twilio.getExpectedTwilioSignature(
          authToken,
          signedUrl,
          signed,
        );
      else if (signature === 'other')
        headers['x-twilio-signature'] = twilio.getExpectedTwilioSignature(authToken, signedUrl, {
          ...signed,
          Extra: 'x',
        });
      else if (signature !== undefined) headers['x-twilio-signature'] = signature;
      if (contentType !== null) headers['content-type'] = contentType;
      else if (encoding === 'json') headers['content-type'] = 'application/json';
      const body =
        encoding === 'form'
          ? new URLSearchParams(params)
          : encoding === 'json'
            ? JSON.stringify(params)
            : undefined;
      return { method: 'POST', path: url, headers, body };
    });

/** The subscription the Stripe stand-in holds for the fuzzing test, named in generated events. */
export const stripeSubscriptionId = 'sub_fuzz';

/** Stripe's event types: the handled ones, so signed events reach the handlers, and one more. */
const stripeEventTypes = [...handledStripeEvents, 'charge.refunded'];

const stripeObject = (ids: string[]) =>
  fc.oneof(
    fc.record(
      {
        id: fc.oneof(fc.constantFrom(stripeSubscriptionId, 'cs_fuzz', 'in_fuzz'), anyString),
        object: fc.constantFrom('subscription', 'checkout.session', 'invoice'),
        mode: fc.constantFrom('subscription', 'setup', 'payment'),
        client_reference_id: fc.oneof(fc.constantFrom(...ids), anyString, fc.constant(null)),
        subscription: fc.oneof(fc.constant(stripeSubscriptionId), anyString, fc.constant(null)),
        setup_intent: fc.oneof(fc.constant('seti_fuzz'), anyString, fc.constant(null)),
        metadata: fc.oneof(
          fc.record({
            userId: fc.constantFrom(...ids),
            subscriptionId: fc.constant(stripeSubscriptionId),
          }),
          fc.jsonValue(),
        ),
        parent: fc.jsonValue({ maxDepth: 3 }),
      },
      { requiredKeys: [] },
    ),
    jsonBodyValue(ids),
  );

/**
 * Deliveries to Stripe's webhook: events of any shape (or no JSON at all), signed with the
 * endpoint's secret, another secret, garbage, or not at all.
 */
export const stripeWebhookArbitrary = (
  secret: string,
  ids: string[],
): fc.Arbitrary<FuzzRequest> => {
  const signer = new Stripe('sk_test_fuzz_signer');
  return fc
    .record({
      payload: fc.oneof(
        // Well formed, so a valid signature reaches the handlers (and the subscription).
        {
          weight: 4,
          arbitrary: fc
            .record({
              id: fc.string({ minLength: 1 }).map((id) => `evt_${id}`),
              object: fc.constant('event'),
              type: fc.constantFrom(...stripeEventTypes),
              data: fc.record({ object: stripeObject(ids) }),
            })
            .map((event) => JSON.stringify(event)),
        },
        // Any shape at all.
        {
          weight: 2,
          arbitrary: fc
            .record(
              {
                id: fc.oneof(
                  fc.string().map((id) => `evt_${id}`),
                  fc.jsonValue({ maxDepth: 1 }),
                ),
                type: fc.oneof(fc.constantFrom(...stripeEventTypes), fc.jsonValue({ maxDepth: 1 })),
                data: fc.oneof(fc.record({ object: stripeObject(ids) }), fc.jsonValue()),
              },
              { requiredKeys: [] },
            )
            .map((event) => JSON.stringify(event)),
        },
        { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
        { weight: 1, arbitrary: fc.string({ unit: 'binary' }) },
      ),
      signature: fc.oneof(
        { weight: 4, arbitrary: fc.constant('valid' as const) },
        { weight: 1, arbitrary: fc.constant('other secret' as const) },
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom('t=1,v1=abc', 't=,v1=', 'garbage', '') },
      ),
      contentType: fc.constantFrom(...contentTypes),
    })
    .map(({ payload, signature, contentType }) => {
      const headers: Record<string, string> = { 'content-type': contentType };
      if (signature === 'valid' || signature === 'other secret')
        headers['stripe-signature'] = signer.webhooks.generateTestHeaderString({
          payload,
          secret: signature === 'valid' ? secret : 'whsec_someone_else',
        });
      else if (signature !== undefined) headers['stripe-signature'] = signature;
      return { method: 'POST', path: '/webhooks/stripe', headers, body: payload };
    });
};
