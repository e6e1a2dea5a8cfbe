import { authSecretProblem } from '../secret-strength';
import type { Environment } from './environment';
import { twilioVariables } from './sms';
import { stripeVariables } from './stripe';

/**
 * What APP_ENV=production refuses: every local stand-in (each outside service must be set), the
 * tests' Stripe stand-in, and a weak AUTH_SECRET.
 */
export function productionProblems(vars: Environment): string[] {
  const problems: string[] = [];
  const missing: string[] = [];
  if (!vars.DATABASE_URL) missing.push('DATABASE_URL');
  if (!vars.SMTP_URL) missing.push('SMTP_URL');
  for (const name of [...twilioVariables, ...stripeVariables]) {
    if (!vars[name]) missing.push(name);
  }
  if (!vars.PUBLIC_URL) missing.push('PUBLIC_URL');
  if (!vars.AUTH_SECRET) missing.push('AUTH_SECRET');
  // Without it the weather check-ins would read the local stand-in, which nobody feeds.
  if (!vars.WEATHER_USER_AGENT) missing.push('WEATHER_USER_AGENT');
  if (missing.length > 0) {
    problems.push(`APP_ENV=production refuses local stand-ins; set ${missing.join(', ')}`);
  }
  if (vars.STRIPE_API_BASE) problems.push('STRIPE_API_BASE: only for tests, never in production');
  const weakSecret = vars.AUTH_SECRET && authSecretProblem(vars.AUTH_SECRET);
  if (weakSecret) problems.push(`AUTH_SECRET: ${weakSecret}`);
  return problems;
}
