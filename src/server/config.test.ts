import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

/** Every variable a production start needs but AUTH_SECRET, which each test gives its own. */
const productionWithoutSecret = {
  APP_ENV: 'production',
  DATABASE_URL: 'postgresql://db/app',
  SMTP_URL: 'smtps://user:pass@mail:465',
  TWILIO_ACCOUNT_SID: 'AC1',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM_NUMBER: '+15005550006',
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
  STRIPE_PRICE_BASE: 'price_base',
  STRIPE_PRICE_EXTRA_PARENT: 'price_parent',
  STRIPE_PRICE_EXTRA_FAMILY_MEMBER: 'price_member',
  PUBLIC_URL: 'https://checkin.example/',
  WEATHER_USER_AGENT: 'FamilyCheckIn/1.0 (ops@checkin.example)',
};

describe('loadConfig', () => {
  it('runs locally with nothing set: embedded database, every provider local, port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.role).toBe('all');
    expect(config.database.kind).toBe('pglite');
    expect(config.providers).toEqual({ email: 'local', sms: 'local', payments: 'local' });
    expect(config.localMode).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db.internal/app', ROLE: 'web' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://db.internal/app' });
    expect(config.role).toBe('web');
  });

  it('names each bad variable on its own line', () => {
    const problems = problemsOf({ PORT: 'eighty', ROLE: 'chef', DATABASE_URL: 'mysql://x' });
    expect(problems).toHaveLength(3);
    expect(problems.some((line) => line.startsWith('PORT:'))).toBe(true);
    expect(problems.some((line) => line.startsWith('ROLE:'))).toBe(true);
    expect(problems.some((line) => line.startsWith('DATABASE_URL:'))).toBe(true);
  });

  it('refuses web or worker processes on the embedded database', () => {
    expect(problemsOf({ ROLE: 'worker' })).toEqual([
      expect.stringMatching(/^ROLE: must be "all" with the embedded database/),
    ]);
  });

  it('refuses half-configured providers and names what is missing', () => {
    expect(problemsOf({ TWILIO_ACCOUNT_SID: 'AC123' })).toEqual([
      'TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER: required when any Twilio variable is set',
    ]);
  });

  it('takes the sending rate from the kind of sender unless SMS_MESSAGES_PER_SECOND says', () => {
    const twilio = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'token' };
    const senderOf = (env: NodeJS.ProcessEnv) => {
      const { sms } = loadConfig(env);
      return { kind: sms.sender.kind, id: sms.sender.id, rate: sms.messagesPerSecond };
    };
    expect(senderOf({})).toMatchObject({ kind: 'simulator', rate: 0 });
    expect(senderOf({ SMS_MESSAGES_PER_SECOND: '2' })).toMatchObject({
      kind: 'simulator',
      rate: 2,
    });
    expect(senderOf({ ...twilio, TWILIO_FROM_NUMBER: '+15017122661' })).toEqual({
      kind: 'long-code',
      id: '+15017122661',
      rate: 1,
    });
    expect(senderOf({ ...twilio, TWILIO_FROM_NUMBER: '+18885550100' })).toMatchObject({
      kind: 'toll-free',
      rate: 3,
    });
    expect(senderOf({ ...twilio, TWILIO_FROM_NUMBER: '55555' })).toMatchObject({
      kind: 'short-code',
      rate: 100,
    });
    const service = `MG${'ab'.repeat(16)}`;
    expect(
      senderOf({
        ...twilio,
        TWILIO_FROM_NUMBER: '+15017122661',
        TWILIO_MESSAGING_SERVICE_SID: service,
        SMS_MESSAGES_PER_SECOND: '40',
      }),
    ).toEqual({ kind: 'messaging-service', id: service, rate: 40 });
  });

  it('refuses a Messaging Service id that is not one, or one without Twilio', () => {
    expect(problemsOf({ TWILIO_MESSAGING_SERVICE_SID: 'PN123' })).toEqual([
      'TWILIO_MESSAGING_SERVICE_SID: must be a Messaging Service SID (MG and 32 hex digits)',
    ]);
    expect(problemsOf({ TWILIO_MESSAGING_SERVICE_SID: `MG${'0'.repeat(32)}` })).toEqual([
      'TWILIO_MESSAGING_SERVICE_SID: needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER (calls and replies use the number)',
    ]);
  });

  it('refuses every local stand-in in production and lists the missing variables', () => {
    const [problem] = problemsOf({ APP_ENV: 'production', SMTP_URL: 'smtp://mail:25' });
    expect(problem).toContain('APP_ENV=production refuses local stand-ins');
    for (const name of [
      'DATABASE_URL',
      'TWILIO_AUTH_TOKEN',
      'STRIPE_SECRET_KEY',
      'PUBLIC_URL',
      'WEATHER_USER_AGENT',
    ]) {
      expect(problem).toContain(name);
    }
    expect(problem).not.toContain('SMTP_URL');
  });

  it('accepts a fully configured production environment and leaves local mode off', () => {
    const config = loadConfig({
      ...productionWithoutSecret,
      AUTH_SECRET: randomBytes(32).toString('hex'),
    });
    expect(config.localMode).toBe(false);
    expect(config.providers).toEqual({ email: 'real', sms: 'real', payments: 'real' });
    expect(config.publicUrl).toBe('https://checkin.example');
    expect(config.host).toBe('0.0.0.0');
  });
});

describe('AUTH_SECRET in production', () => {
  // Everything else a production start needs, so the secret is the only thing judged.
  const production = productionWithoutSecret;
  const withSecret = (secret: string) => ({ ...production, AUTH_SECRET: secret });

  it('accepts what openssl rand -hex 32 and -base64 32 print', () => {
    // Many draws: a rule that refused an unlucky random value would show here.
    for (let draw = 0; draw < 500; draw += 1) {
      const bytes = randomBytes(32);
      for (const secret of [bytes.toString('hex'), bytes.toString('base64')]) {
        expect(loadConfig(withSecret(secret)).authSecret).toBe(secret);
      }
    }
  });

  it('refuses the published development value, one repeated character, and weak values, each on its own line', () => {
    const advice = 'make one with: openssl rand -hex 32';
    expect(problemsOf(withSecret('local-development-secret-never-used-in-production'))).toEqual([
      `AUTH_SECRET: is the development value published with the code; ${advice}`,
    ]);
    for (const secret of ['a'.repeat(32), 'p'.repeat(64), '0'.repeat(100)]) {
      expect(problemsOf(withSecret(secret))).toEqual([
        `AUTH_SECRET: is one character repeated; ${advice}`,
      ]);
    }
    expect(problemsOf(withSecret('ab'.repeat(40)))).toEqual([
      `AUTH_SECRET: uses only 2 different characters, a pattern rather than a random value; ${advice}`,
    ]);
    // 16 random bytes in hex (128 bits), a 40-digit number, a short password-like phrase.
    for (const [secret, bits] of [
      [randomBytes(16).toString('hex'), 128],
      ['1234567890'.repeat(4), 132],
      ['Correct-Horse-Battery-Staple-2024', 216],
    ] as const) {
      expect(problemsOf(withSecret(secret))).toEqual([
        `AUTH_SECRET: holds about ${bits} bits of randomness, 256 needed (64 hex digits or 44 base64 characters); ${advice}`,
      ]);
    }
    // Outside production the development value is the default, and any 32 characters do.
    expect(loadConfig({}).authSecret).toBe('local-development-secret-never-used-in-production');
    expect(loadConfig({ AUTH_SECRET: 'a'.repeat(32) }).authSecret).toBe('a'.repeat(32));
  });

  it('serves the United States and Canada unless SERVED_COUNTRIES narrows the list', () => {
    expect(loadConfig({}).servedCountries).toEqual(['US', 'CA']);
    expect(loadConfig({ SERVED_COUNTRIES: ' us ' }).servedCountries).toEqual(['US']);
    expect(loadConfig({ SERVED_COUNTRIES: 'CA,US,CA' }).servedCountries).toEqual(['CA', 'US']);
    for (const value of ['GB', 'US,MX', ',']) {
      expect(problemsOf({ SERVED_COUNTRIES: value })[0], value).toMatch(/^SERVED_COUNTRIES/);
    }
  });
});

describe('WEATHER_USER_AGENT', () => {
  it('reads the weather stand-in locally, and the NWS with a name and a contact', () => {
    expect(loadConfig({}).weather.mode).toBe('local');
    expect(
      loadConfig({ WEATHER_USER_AGENT: 'FamilyCheckIn/1.0 (ops@checkin.example)' }).weather,
    ).toEqual({ mode: 'real', userAgent: 'FamilyCheckIn/1.0 (ops@checkin.example)' });
  });

  it('refuses a User-Agent with no way to reach us', () => {
    expect(problemsOf({ WEATHER_USER_AGENT: 'FamilyCheckIn/1.0' })).toEqual([
      'WEATHER_USER_AGENT: must name the service and a contact, e.g. "FamilyCheckIn/1.0 (ops@example.com)"',
    ]);
  });
});
