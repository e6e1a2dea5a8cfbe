import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { borderFor, FieldFrame } from './field-frame';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled multi-line input whose error is announced and tied to it. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <textarea
          {...control}
          className={`w-full rounded-lg border bg-card px-3 py-2 text-base text-fg placeholder:text-muted-fg ${borderFor(error)}`}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}
