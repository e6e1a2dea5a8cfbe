import { DateTime } from 'luxon';
import path from 'node:path';
import { z } from 'zod';
import { product } from '../shared/product';
import { authSecretProblem, DEVELOPMENT_AUTH_SECRET } from './secret-strength';
import { servableCountries, type ServedCountry } from '../shared/phone';

/**
 * The process's whole configuration, read once from the environment at start-up.
 * Every outside service is optional: leaving its variables unset selects the local stand-in
 * (embedded database, phone simulator, dev mailbox, demo billing). APP_ENV=production refuses
 * every stand-in, so a misconfigured deployment fails loudly instead of texting nobody.
 */

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = z.preprocess(blankToUndefined, z.string().optional());

const postgresUrl = z.preprocess(
  blankToUndefined,
  z
    .string()
    .refine(
      (value) => /^postgres(ql)?:\/\//.test(value),
      'must be a postgres:// or postgresql:// URL',
    )
    .optional(),
);

const environmentSchema = z.object({
  APP_ENV: z.preprocess(
    blankToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  ROLE: z.preprocess(
    blankToUndefined,
    z.enum(['all', 'web', 'worker'], { error: 'must be all, web or worker' }).default('all'),
  ),
  PORT: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a whole number from 0 to 65535' })
      .int('must be a whole number from 0 to 65535')
      .min(0, 'must be a whole number from 0 to 65535')
      .max(65535, 'must be a whole number from 0 to 65535')
      .default(3000),
  ),
  HOST: optionalString,
  PUBLIC_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  DATABASE_URL: postgresUrl,
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data')),
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((value) => /^smtps?:\/\//.test(value), 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  TRUST_PROXY: z.preprocess(
    blankToUndefined,
    z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  ),
  SERVICE_WORKER_HOSTS: z.preprocess(blankToUndefined, z.string().optional()),
  DEV_CLOCK_AT: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(
        (value) => devClockAt(value) !== undefined,
        'must be a time and an IANA zone, such as "13:00 America/New_York"',
      )
      .optional(),
  ),
  AUTH_LIMIT_PER_IP: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a whole number of at least 1' })
      .int('must be a whole number of at least 1')
      .min(1, 'must be a whole number of at least 1')
      .default(30),
  ),
  AUTH_SECRET: z.preprocess(
    blankToUndefined,
    z
      .string()
      .min(32, 'must be at least 32 characters (for example: openssl rand -hex 32)')
      .optional(),
  ),
  SERVED_COUNTRIES: z.preprocess(
    blankToUndefined,
    z
      .string()
      .default(servableCountries.join(','))
      .transform((value) => [
        ...new Set(
          value
            .split(',')
            .map((code) => code.trim().toUpperCase())
            .filter(Boolean),
        ),
      ])
      .pipe(
        z
          .array(z.enum(servableCountries), {
            error: `must list ISO country codes among ${servableCountries.join(', ')}`,
          })
          .min(1, `must list at least one of ${servableCountries.join(', ')}`),
      ),
  ),
  EMAIL_FROM: z.preprocess(blankToUndefined, z.string().optional()),
  SUPPORT_EMAIL: z.preprocess(blankToUndefined, z.email('must be an e-mail address').optional()),
  SMS_MESSAGES_PER_SECOND: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: 'must be a number (0 = no limit)' }).min(0).optional(),
  ),
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM_NUMBER: optionalString,
  TWILIO_MESSAGING_SERVICE_SID: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^MG[0-9a-f]{32}$/i, 'must be a Messaging Service SID (MG and 32 hex digits)')
      .optional(),
  ),
  TWILIO_SPANISH_VOICE: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9._-]{0,63}$/, 'must be a Twilio voice name, e.g. Polly.Lupe')
      .default('Polly.Lupe'),
  ),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_BASE: optionalString,
  STRIPE_PRICE_EXTRA_PARENT: optionalString,
  STRIPE_PRICE_EXTRA_FAMILY_MEMBER: optionalString,
  /** Only for tests: where the Stripe SDK sends its requests (a local stand-in). */
  STRIPE_API_BASE: optionalString,
});

/** The simulator's own service number (a 555 number, never a real line). */
export const SIMULATOR_SERVICE_NUMBER = '+15555550100';

export type ProviderMode = 'real' | 'local';

export interface Config {
  appEnv: 'development' | 'production' | 'test';
  role: 'all' | 'web' | 'worker';
  port: number;
  host: string;
  publicUrl: string;
  logLevel: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  providers: { email: ProviderMode; sms: ProviderMode; payments: ProviderMode };
  email: { smtpUrl?: string; from: string; supportAddress: string };
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
  sms: {
    /** The number calls come from and people text, in E.164 (the simulator's own number locally). */
    fromNumber: string;
    /** What texts are sent from: the number itself, or a Twilio Messaging Service (a pool). */
    sender: SmsSender;
    /** Texts per second the sender takes; 0 means no limit. */
    messagesPerSecond: number;
    twilio?: { accountSid: string; authToken: string };
    /** The voice Spanish-speaking parents' calls speak in (Twilio's name for it). */
    spanishVoice: string;
  };
  /** The payment provider's keys and the catalogue's price ids; unset in demo billing. */
  stripe?: {
    secretKey: string;
    webhookSecret: string;
    prices: { base: string; extraParent: string; extraFamilyMember: string };
    /** A local stand-in for the API (tests only). */
    apiBase?: string;
  };
  /** True when the dev pages (mailbox, phone simulator, clock) may be mounted. */
  localMode: boolean;
  /**
   * DEV_CLOCK_AT, local mode only: the dev clock starts at the next such local time, and its
   * reset goes back there (the browser journeys run at 1:00 PM in New York whatever the hour).
   */
  devClockAt?: { time: string; zone: string };
}

/** "13:00 America/New_York" as a time and a zone luxon knows; undefined when it is not one. */
export function devClockAt(value: string) {
  const match = /^([01]\d|2[0-3]):([0-5]\d) (\S+)$/.exec(value.trim());
  if (!match || !DateTime.local().setZone(match[3]!).isValid) return undefined;
  return { time: `${match[1]}:${match[2]}`, zone: match[3]! };
}

/**
 * The kinds of SMS sender, each with the rate it takes by default: a US long code one text a
 * second, a toll-free number three, a short code a hundred. A Messaging Service sends from a pool
 * of numbers at their summed rate, which only its owner knows: ten (a small pool) until
 * SMS_MESSAGES_PER_SECOND says. The simulator takes any rate; SMS_MESSAGES_PER_SECOND makes it
 * model one.
 */
export const smsSenderRates = {
  simulator: 0,
  'long-code': 1,
  'toll-free': 3,
  'short-code': 100,
  'messaging-service': 10,
} as const;
export type SmsSenderKind = keyof typeof smsSenderRates;
export interface SmsSender {
  kind: SmsSenderKind;
  /** The number, or the Messaging Service's SID: whose send slots the texts take. */
  id: string;
}

/** The sender kind of a number, from its shape (North American toll-free prefixes, short codes). */
export function senderKindOfNumber(number: string): SmsSenderKind {
  if (/^\d{5,6}$/.test(number)) return 'short-code';
  if (/^\+1(800|833|844|855|866|877|888)\d{7}$/.test(number)) return 'toll-free';
  return 'long-code';
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const twilioVariables = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM_NUMBER'] as const;
const stripeVariables = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_BASE',
  'STRIPE_PRICE_EXTRA_PARENT',
  'STRIPE_PRICE_EXTRA_FAMILY_MEMBER',
] as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const vars = parsed.data;
  const problems: string[] = [];

  // A provider is either fully configured or not at all; half a set is almost always a typo.
  const groupMode = (names: readonly string[], label: string): ProviderMode => {
    const set = names.filter((name) => vars[name as keyof typeof vars] !== undefined);
    if (set.length === 0) return 'local';
    if (set.length < names.length) {
      const missing = names.filter((name) => !set.includes(name));
      problems.push(`${missing.join(', ')}: required when any ${label} variable is set`);
    }
    return 'real';
  };

  const providers = {
    email: vars.SMTP_URL ? 'real' : 'local',
    sms: groupMode(twilioVariables, 'Twilio'),
    payments: groupMode(stripeVariables, 'Stripe'),
  } satisfies Config['providers'];

  if (vars.TWILIO_MESSAGING_SERVICE_SID && providers.sms === 'local') {
    problems.push(
      `TWILIO_MESSAGING_SERVICE_SID: needs ${twilioVariables.join(', ')} (calls and replies use the number)`,
    );
  }

  const database: Config['database'] = vars.DATABASE_URL
    ? { kind: 'postgres', url: vars.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.resolve(vars.DATA_DIR) };

  // The embedded database is one connection inside one process: a separate web or worker
  // process could never see the same data.
  if (database.kind === 'pglite' && vars.ROLE !== 'all') {
    problems.push(
      `ROLE: must be "all" with the embedded database; set DATABASE_URL to run "${vars.ROLE}" processes`,
    );
  }

  if (vars.APP_ENV === 'production') {
    const missing: string[] = [];
    if (!vars.DATABASE_URL) missing.push('DATABASE_URL');
    if (!vars.SMTP_URL) missing.push('SMTP_URL');
    for (const name of [...twilioVariables, ...stripeVariables]) {
      if (!vars[name]) missing.push(name);
    }
    if (!vars.PUBLIC_URL) missing.push('PUBLIC_URL');
    if (!vars.AUTH_SECRET) missing.push('AUTH_SECRET');
    if (missing.length > 0) {
      problems.push(`APP_ENV=production refuses local stand-ins; set ${missing.join(', ')}`);
    }
    if (vars.STRIPE_API_BASE) problems.push('STRIPE_API_BASE: only for tests, never in production');
    const weakSecret = vars.AUTH_SECRET && authSecretProblem(vars.AUTH_SECRET);
    if (weakSecret) problems.push(`AUTH_SECRET: ${weakSecret}`);
  }

  if (problems.length > 0) throw new ConfigError(problems);

  const fromNumber = vars.TWILIO_FROM_NUMBER ?? SIMULATOR_SERVICE_NUMBER;
  const sender: SmsSender =
    providers.sms === 'local'
      ? { kind: 'simulator', id: fromNumber }
      : vars.TWILIO_MESSAGING_SERVICE_SID
        ? { kind: 'messaging-service', id: vars.TWILIO_MESSAGING_SERVICE_SID }
        : { kind: senderKindOfNumber(fromNumber), id: fromNumber };
  const sms: Config['sms'] = {
    fromNumber,
    sender,
    messagesPerSecond: vars.SMS_MESSAGES_PER_SECOND ?? smsSenderRates[sender.kind],
    twilio:
      vars.TWILIO_ACCOUNT_SID && vars.TWILIO_AUTH_TOKEN
        ? { accountSid: vars.TWILIO_ACCOUNT_SID, authToken: vars.TWILIO_AUTH_TOKEN }
        : undefined,
    spanishVoice: vars.TWILIO_SPANISH_VOICE,
  };
  const supportAddress = vars.SUPPORT_EMAIL ?? product.supportEmail;
  const stripe: Config['stripe'] =
    providers.payments === 'real'
      ? {
          secretKey: vars.STRIPE_SECRET_KEY!,
          webhookSecret: vars.STRIPE_WEBHOOK_SECRET!,
          prices: {
            base: vars.STRIPE_PRICE_BASE!,
            extraParent: vars.STRIPE_PRICE_EXTRA_PARENT!,
            extraFamilyMember: vars.STRIPE_PRICE_EXTRA_FAMILY_MEMBER!,
          },
          apiBase: vars.STRIPE_API_BASE,
        }
      : undefined;

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
    email: {
      smtpUrl: vars.SMTP_URL,
      from: vars.EMAIL_FROM ?? `${product.name} <${supportAddress}>`,
      supportAddress,
    },
    sms,
    stripe,
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
