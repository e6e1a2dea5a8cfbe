import type { SubscriptionStatus } from '@/shared/billing';

/** A subscription as the payment provider reports it: what the store records. */
export interface ProviderSubscription {
  provider: 'demo' | 'stripe';
  providerCustomerId: string;
  providerSubscriptionId: string;
  status: SubscriptionStatus;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  parentCount: number;
  familyMemberCount: number;
}

export interface TrialRequest {
  userId: string;
  email: string;
  parentCount: number;
  familyMemberCount: number;
  trialDays: number;
}

export interface CheckoutRequest extends TrialRequest {
  /**
   * The account's stored subscription, if any. One in its trial is kept and paid from now on;
   * otherwise a new one starts, with the free trial only if the account never had one.
   */
  current: ProviderSubscription | null;
  successUrl: string;
  cancelUrl: string;
}

/** The stored subscription the provider acts on. */
export type StoredSubscription = ProviderSubscription;

/** The payment provider behind billing: demo billing locally, the real provider otherwise. */
export interface BillingProvider {
  readonly name: 'demo' | 'stripe';
  /** Starts a subscription in its free trial with no payment method collected. */
  startTrial(request: TrialRequest): Promise<ProviderSubscription>;
  /** The page the browser goes to to subscribe (the provider's hosted checkout). */
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  /** The provider's page for managing the subscription, or null when it has none. */
  createPortal(
    subscription: StoredSubscription,
    returnUrl: string,
  ): Promise<{ url: string } | null>;
  /**
   * Gives the account one free month (the referral reward). Answers with the subscription as it
   * now stands when the provider changed it, or null when the credit is held by the provider.
   */
  creditFreeMonth(
    subscription: StoredSubscription,
    request: { key: string; amountCents: number },
  ): Promise<ProviderSubscription | null>;
  /** Bills the subscription for a family of this size from now on. */
  updateQuantities(
    subscription: StoredSubscription,
    counts: { parentCount: number; familyMemberCount: number },
  ): Promise<ProviderSubscription>;
  /** Ends the subscription now (account deletion). */
  cancelNow(subscription: StoredSubscription): Promise<void>;
}
