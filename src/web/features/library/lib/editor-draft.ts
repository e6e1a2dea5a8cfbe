import { useState } from 'react';
import type { z } from 'zod';

/** Whether `key` names one of `object`'s own fields. */
const isFieldOf = <Draft extends object>(object: Draft, key: PropertyKey): key is keyof Draft =>
  Object.hasOwn(object, key);

/**
 * An editor's fields as typed, and the messages of its last refused save by field. `checked`
 * takes the shared schema's verdict on the draft: its data when valid; otherwise undefined, and
 * each field shows the first of its issues (`fieldOf` names the field an issue's path points
 * at, when the input is shaped otherwise than the draft).
 */
export function useEditorDraft<Draft extends object>(initial: () => Draft) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  return {
    draft,
    errors,
    update: (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes })),
    checked<Output>(
      verdict: z.ZodSafeParseResult<Output>,
      fieldOf: (key: PropertyKey | undefined) => PropertyKey | undefined = (key) => key,
    ): Output | undefined {
      if (verdict.success) {
        setErrors({});
        return verdict.data;
      }
      const found: Partial<Record<keyof Draft, string>> = {};
      for (const issue of verdict.error.issues) {
        const field = fieldOf(issue.path[0]);
        if (field !== undefined && isFieldOf(draft, field)) found[field] ??= issue.message;
      }
      setErrors(found);
      return undefined;
    },
  };
}
