import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

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
  className = '',
  ...select
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={selectId} className="font-medium">
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          className={`min-h-11 w-full appearance-none rounded-lg border bg-card py-2 pr-10 pl-3 text-base text-fg ${
            error ? 'border-alert' : 'border-border'
          }`}
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
