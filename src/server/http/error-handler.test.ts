import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { testLogger } from '../test/test-app';
import { AppError } from './app-error';
import type { AppEnv } from './app-env';
import { createErrorHandler } from './error-handler';

function appThrowing(error: Error) {
  const app = new Hono<AppEnv>();
  app.get('/boom', () => {
    throw error;
  });
  app.onError(createErrorHandler(testLogger));
  return app;
}

describe('the central error handler', () => {
  it('returns a caller error with its code, message and status', async () => {
    const response = await appThrowing(new AppError('conflict', 'Already done today.')).request(
      '/boom',
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: 'conflict', message: 'Already done today.' },
    });
  });

  it('hides the details of an unexpected error behind a generic 500', async () => {
    const response = await appThrowing(
      new Error('relation "secret_table" does not exist at /srv/app/db.ts:12'),
    ).request('/boom');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: {
        code: 'internal_error',
        message: 'Something went wrong on our side. Please try again.',
      },
    });
    expect(text).not.toContain('secret_table');
  });
});
