import type { SubscriptionStatus } from '../../../shared/onboarding';

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

/** The payment provider behind billing: demo billing locally, the real provider otherwise. */
export interface BillingProvider {
  readonly name: 'demo' | 'stripe';
  /** Starts a subscription in its free trial with no payment method collected. */
  startTrial(request: TrialRequest): Promise<ProviderSubscription>;
}
