import type { InputHTMLAttributes, ReactNode } from 'react';
import { borderFor, FieldFrame } from './field-frame';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Something placed at the end of the input, such as a show/hide button. */
  trailing?: ReactNode;
}

/** A labelled input whose error is announced and tied to it. */
export function TextField({
  label,
  error,
  hint,
  trailing,
  id,
  className,
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            className={`min-h-11 w-full rounded-lg border bg-card px-3 py-2 text-base text-fg placeholder:text-muted-fg ${borderFor(
              error,
            )} ${trailing ? 'pr-14' : ''}`}
            {...input}
          />
          {trailing && (
            <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
          )}
        </div>
      )}
    </FieldFrame>
  );
}
