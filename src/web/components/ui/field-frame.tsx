import { useId, type ReactNode } from 'react';

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The frame every form field shares: the label, the control (drawn by `children`), a hint and
 * an error, with the ids that let a screen reader announce the hint and the error with it.
 */
export function FieldFrame({
  label,
  error,
  hint,
  id,
  className = '',
  children,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={controlId} className="font-medium">
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-sm text-muted-fg">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The border of a control: the alert colour while it has an error. */
export const borderFor = (error?: string) => (error ? 'border-alert' : 'border-border');
