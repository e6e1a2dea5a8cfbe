import { ChevronDown } from 'lucide-react';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { borderFor, FieldFrame } from './field-frame';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Choose a state", for a field with no default. */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled native select whose error is announced and tied to it. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            className={`min-h-11 w-full appearance-none rounded-lg border bg-card py-2 pr-10 pl-3 text-base text-fg ${borderFor(error)}`}
            {...select}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted-fg"
          />
        </div>
      )}
    </FieldFrame>
  );
}
