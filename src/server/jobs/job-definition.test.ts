import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logger';
import { defineJob, JobPayloadError, scheduledPayload } from './job-definition';

const context = {
  logger: createLogger({ appEnv: 'test', logLevel: 'silent' }),
  instanceId: 'worker-1',
  retryCount: 0,
};

function sendSmsJob() {
  const handled = vi.fn(async (_payload: { messageId: string }) => {});
  const job = defineJob({
    name: 'sms-send',
    payload: z.object({ messageId: z.string().min(1) }),
    handle: handled,
  });
  return { job, handled };
}

describe('a job definition', () => {
  it('hands the handler a payload that fits its schema', async () => {
    const { job, handled } = sendSmsJob();
    await job.handle({ messageId: 'msg-1' }, context);
    expect(handled).toHaveBeenCalledWith({ messageId: 'msg-1' }, context);
  });

  it.each([
    ['a missing field', {}],
    ['a field of the wrong type', { messageId: 42 }],
    ['an empty id', { messageId: '' }],
    ['no payload at all', null],
  ])(
    'fails the job on %s, naming the job and the field, and never runs the handler',
    async (_case, payload) => {
      const { job, handled } = sendSmsJob();
      const run = job.handle(payload, context);
      await expect(run).rejects.toBeInstanceOf(JobPayloadError);
      await expect(run).rejects.toThrow(/job sms-send refused its payload/);
      if (payload) await expect(run).rejects.toThrow(/messageId/);
      expect(handled).not.toHaveBeenCalled();
    },
  );

  it('accepts a scheduled job with no payload, or an empty one, and refuses anything else', () => {
    expect(scheduledPayload.safeParse(null).success).toBe(true);
    expect(scheduledPayload.safeParse({}).success).toBe(true);
    expect(scheduledPayload.safeParse('now').success).toBe(false);
  });
});
