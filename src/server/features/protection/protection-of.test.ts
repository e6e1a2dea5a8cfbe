import { describe, expect, it } from 'vitest';
import { protectionOf } from './protection-of';
import type { SubscriptionStatus } from '@/shared/billing';

const PHONE = '+16465550101';
const morning = new Date('2026-01-13T14:00:00Z');

/** A parent every check-in reaches: a trial, the switch on, her number agreed. */
const protectedParent = {
  phone: PHONE,
  timezone: 'America/New_York',
  checkInsEnabled: true,
  consentStatus: 'verified' as const,
  consentPhone: PHONE,
  consentNextAt: null,
  optedOut: false,
  subscriptionStatus: 'trialing' as SubscriptionStatus | null,
};

describe('whether a parent is protected (docs/product.md §2.12)', () => {
  it.each([
    ['a trial, the switch on, her consent verified', {}, []],
    ['an active subscription', { subscriptionStatus: 'active' }, []],
    ['no subscription yet', { subscriptionStatus: null }, ['no_subscription']],
    ['a canceled subscription', { subscriptionStatus: 'canceled' }, ['subscription_inactive']],
    ['a payment past due', { subscriptionStatus: 'past_due' }, ['subscription_inactive']],
    ['the switch off', { checkInsEnabled: false }, ['schedule_off']],
    ['her number opted out', { optedOut: true, consentStatus: 'failed' }, ['opted_out']],
    ['her number opted back in (START)', { optedOut: false }, []],
    ['no consent row yet', { consentStatus: null, consentPhone: null }, ['consent_not_asked']],
    ['consent never asked', { consentStatus: 'pending' }, ['consent_not_asked']],
    [
      'consent asked for at night, waiting for her morning',
      { consentStatus: 'pending', consentNextAt: morning },
      ['consent_waiting'],
    ],
    ['asked, no Y yet', { consentStatus: 'sent' }, ['consent_unanswered']],
    ['asked, expired or refused', { consentStatus: 'failed' }, ['consent_failed']],
    [
      'verified for the number she had before',
      { consentPhone: '+16465550199' },
      ['consent_not_asked'],
    ],
    [
      'everything at once, the one to fix first first',
      { subscriptionStatus: 'canceled', checkInsEnabled: false, consentStatus: 'sent' },
      ['subscription_inactive', 'schedule_off', 'consent_unanswered'],
    ],
  ] as const)('%s', (_case, change, reasons) => {
    expect(protectionOf({ ...protectedParent, ...change }).reasons).toEqual(reasons);
  });

  it('says when a consent waiting for the morning goes, in her zone', () => {
    expect(
      protectionOf({ ...protectedParent, consentStatus: 'pending', consentNextAt: morning })
        .consentWaitsUntil,
    ).toEqual({ at: morning.toISOString(), zone: 'America/New_York' });
    expect(protectionOf({ ...protectedParent, consentStatus: 'sent' }).consentWaitsUntil).toBe(
      null,
    );
  });
});
