import type { ServedCountry } from '@/shared/phone';
import { DEVELOPMENT_AUTH_SECRET } from './secret-strength';
import { ConfigError } from './config/config-error';
import { databaseOf, embeddedRoleProblem, type DatabaseConfig } from './config/database';
import { devClockAt } from './config/dev-clock';
import { emailOf, type EmailConfig } from './config/email';
import { parseEnvironment } from './config/environment';
import { productionProblems } from './config/production';
import { groupMode, type ProviderMode } from './config/providers';
import { messagingServiceProblem, smsOf, twilioVariables, type SmsConfig } from './config/sms';
import { stripeOf, stripeVariables, type StripeConfig } from './config/stripe';
import { weatherOf, type WeatherConfig } from './config/weather';

/**
 * The process's whole configuration, read once from the environment at start-up.
 * Every outside service is optional: leaving its variables unset selects the local stand-in
 * (embedded database, phone simulator, dev mailbox, demo billing). APP_ENV=production refuses
 * every stand-in, so a misconfigured deployment fails loudly instead of texting nobody.
 *
 * Each section's variables, and what is made of them, live in `config/` (server, database,
 * email, sms, stripe); this composes them.
 */

export { ConfigError } from './config/config-error';
export { devClockAt } from './config/dev-clock';
export type { ProviderMode } from './config/providers';
export { NWS_API_BASE, type WeatherConfig } from './config/weather';
export {
  senderKindOfNumber,
  SIMULATOR_SERVICE_NUMBER,
  smsSenderRates,
  type SmsSender,
  type SmsSenderKind,
} from './config/sms';

export interface Config {
  appEnv: 'development' | 'production' | 'test';
  role: 'all' | 'web' | 'worker';
  port: number;
  host: string;
  publicUrl: string;
  logLevel: string;
  database: DatabaseConfig;
  providers: { email: ProviderMode; sms: ProviderMode; payments: ProviderMode };
  email: EmailConfig;
  /**
   * The countries whose numbers the service stores and contacts (ISO codes; US and CA unless
   * SERVED_COUNTRIES narrows them).
   */
  servedCountries: ServedCountry[];
  /** Host names on which the web app registers its service worker (none by default). */
  serviceWorkerHosts: string[];
  /** Behind a reverse proxy: read the client's address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Sign-in e-mails, code checks and resets one client address may ask for in an hour. */
  authLimitPerIp: number;
  /** Signs session cookies; a fixed development value outside production. */
  authSecret: string;
  sms: SmsConfig;
  /** The payment provider's keys and the catalogue's price ids; unset in demo billing. */
  stripe?: StripeConfig;
  /** Where the weather warnings come from: the NWS alerts API, or the local stand-in. */
  weather: WeatherConfig;
  /** True when the dev pages (mailbox, phone simulator, clock) may be mounted. */
  localMode: boolean;
  /**
   * DEV_CLOCK_AT, local mode only: the dev clock starts at the next such local time, and its
   * reset goes back there (the browser journeys run at 1:00 PM in New York whatever the hour).
   */
  devClockAt?: { time: string; zone: string };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const vars = parseEnvironment(env);
  const problems: string[] = [];

  const providers = {
    email: vars.SMTP_URL ? 'real' : 'local',
    sms: groupMode(vars, twilioVariables, 'Twilio', problems),
    payments: groupMode(vars, stripeVariables, 'Stripe', problems),
  } satisfies Config['providers'];

  const messagingService = messagingServiceProblem(vars, providers.sms);
  if (messagingService) problems.push(messagingService);

  const database = databaseOf(vars);
  const role = embeddedRoleProblem(database, vars.ROLE);
  if (role) problems.push(role);

  if (vars.APP_ENV === 'production') problems.push(...productionProblems(vars));

  if (problems.length > 0) throw new ConfigError(problems);

  const host = vars.HOST ?? (vars.APP_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
  return {
    appEnv: vars.APP_ENV,
    role: vars.ROLE,
    port: vars.PORT,
    host,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ''),
    logLevel: vars.LOG_LEVEL,
    database,
    providers,
    email: emailOf(vars),
    sms: smsOf(vars, providers.sms),
    stripe: stripeOf(vars, providers.payments),
    weather: weatherOf(vars),
    trustProxy: vars.TRUST_PROXY === 'true',
    servedCountries: vars.SERVED_COUNTRIES,
    authLimitPerIp: vars.AUTH_LIMIT_PER_IP,
    serviceWorkerHosts: (vars.SERVICE_WORKER_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    // Local mode only: a known value keeps sessions valid across restarts of a dev machine.
    authSecret: vars.AUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET,
    localMode: vars.APP_ENV !== 'production',
    devClockAt:
      vars.APP_ENV !== 'production' && vars.DEV_CLOCK_AT
        ? devClockAt(vars.DEV_CLOCK_AT)
        : undefined,
  };
}
