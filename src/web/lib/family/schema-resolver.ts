import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The shared zod schema as the form's resolver, so the form shows exactly the server's messages.
 * The form holds plain strings (a select starts empty: "Choose…"), which the schema's input
 * types are too narrow to describe; the schema still decides what is valid.
 */
export function schemaResolver<Form extends FieldValues, Schema extends z.ZodType>(schema: Schema) {
  return zodResolver(schema as never) as unknown as Resolver<Form, unknown, z.output<Schema>>;
}
