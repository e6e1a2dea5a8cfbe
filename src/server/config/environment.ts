import { z } from 'zod';
import { ConfigError } from './config-error';
import { databaseEnvironment } from './database';
import { emailEnvironment } from './email';
import { serverEnvironment } from './server';
import { smsEnvironment } from './sms';
import { stripeEnvironment } from './stripe';
import { weatherEnvironment } from './weather';

/** Every variable the process reads, each section's from its own file. */
const environmentSchema = z.object({
  ...serverEnvironment.shape,
  ...databaseEnvironment.shape,
  ...emailEnvironment.shape,
  ...smsEnvironment.shape,
  ...stripeEnvironment.shape,
  ...weatherEnvironment.shape,
});

export type Environment = z.output<typeof environmentSchema>;

/** The environment's variables, checked and with their defaults, or every problem at once. */
export function parseEnvironment(env: NodeJS.ProcessEnv): Environment {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return parsed.data;
}
