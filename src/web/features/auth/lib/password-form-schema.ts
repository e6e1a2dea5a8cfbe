import { emailOnlySchema } from '@/shared/auth';
import { z } from '@/shared/zod';

/** The password sign-in form: an address, and any password (the server judges it). */
export const passwordFormSchema = emailOnlySchema.extend({
  password: z.string().min(1, 'Please enter your password'),
});
