import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { productionEnv } from '../test/test-app';
import { demoRefusal } from './demo-refusal';

describe('npm run demo refuses outside local mode', () => {
  it('runs with the local stand-ins on the embedded database', () => {
    expect(demoRefusal(loadConfig({ DATA_DIR: '/tmp/demo' }))).toBeUndefined();
  });

  it('refuses production', () => {
    expect(demoRefusal(loadConfig(productionEnv))).toMatch(/APP_ENV=production/);
  });

  it('refuses a PostgreSQL database', () => {
    expect(demoRefusal(loadConfig({ DATABASE_URL: 'postgres://db/app' }))).toMatch(
      /unset DATABASE_URL/,
    );
  });

  it('refuses real providers, which would text, e-mail or bill for real', () => {
    const twilio = {
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM_NUMBER: '+15005550006',
    };
    expect(demoRefusal(loadConfig(twilio))).toMatch(/never real sms/);
    expect(demoRefusal(loadConfig({ SMTP_URL: 'smtp://mail' }))).toMatch(/never real email/);
  });
});
