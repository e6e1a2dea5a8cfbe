import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

type FieldErrors = Partial<Record<string, string>>;

/**
 * A schema a form loads when it is first used, so a server-rendered page does not load the
 * schema library with its first paint. `load` is called at most once.
 */
export interface LazySchema<Schema extends z.ZodType> {
  load: () => Promise<Schema>;
}

const loaded = new WeakMap<object, Promise<z.ZodType>>();
const ready = new WeakMap<object, z.ZodType>();

function loadOnce<Schema extends z.ZodType>(lazy: LazySchema<Schema>): Promise<Schema> {
  let promise = loaded.get(lazy);
  if (!promise) {
    promise = lazy.load().then((schema) => {
      ready.set(lazy, schema);
      return schema;
    });
    promise.catch(() => loaded.delete(lazy)); // A failed load is tried again at the next use.
    loaded.set(lazy, promise);
  }
  return promise as Promise<Schema>;
}

const isLazy = <Schema extends z.ZodType>(
  schema: Schema | LazySchema<Schema>,
): schema is LazySchema<Schema> => typeof (schema as LazySchema<Schema>).load === 'function';

/**
 * A form checked by a zod schema without keeping its fields in state: the values are read from
 * the form itself, so what was typed before the page hydrated counts. Nothing is checked until
 * the first submit; from then on every change re-checks, so a fixed field loses its message.
 * A refused submit moves focus to the first field at fault.
 *
 * The schema may be given lazily (`{ load }`): it is fetched when the form is first focused or
 * submitted, and the submit is checked once it is here, with the same rules and messages.
 */
export function useCheckedForm<Schema extends z.ZodType>(schema: Schema | LazySchema<Schema>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [loadFailed, setLoadFailed] = useState(false);
  const submitted = useRef(false);

  const current = (): Schema | undefined =>
    isLazy(schema) ? (ready.get(schema) as Schema | undefined) : schema;
  const whenLoaded = (): Promise<Schema> =>
    isLazy(schema) ? loadOnce(schema) : Promise.resolve(schema);

  function check(
    checker: Schema,
    form: HTMLFormElement,
    focus: boolean,
  ): z.output<Schema> | undefined {
    const parsed = checker.safeParse(Object.fromEntries(new FormData(form)));
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const found: FieldErrors = {};
    for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    setErrors(found);
    const first = Object.keys(found)[0];
    if (focus && first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return undefined;
  }

  return {
    errors,
    /** Set when a lazy schema could not be fetched: the form says so instead of doing nothing. */
    loadError: loadFailed
      ? 'Could not reach the server. Check your connection and try again.'
      : undefined,
    /** Props for the <form>: the browser's own checks are off, the schema's are on. */
    formProps: {
      noValidate: true,
      onFocus: () => {
        if (isLazy(schema)) whenLoaded().catch(() => {});
      },
      onChange: (event: ChangeEvent<HTMLFormElement>) => {
        const checker = current();
        if (submitted.current && checker) check(checker, event.currentTarget, false);
      },
    },
    /** A submit handler that calls `onValid` with the parsed values, or shows what is wrong. */
    onSubmit:
      (onValid: (values: z.output<Schema>) => void) => (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        submitted.current = true;
        const form = event.currentTarget;
        const checker = current();
        if (checker) {
          const values = check(checker, form, true);
          if (values !== undefined) onValid(values);
          return;
        }
        whenLoaded().then(
          (loadedSchema) => {
            setLoadFailed(false);
            const values = check(loadedSchema, form, true);
            if (values !== undefined) onValid(values);
          },
          () => setLoadFailed(true),
        );
      },
  };
}
