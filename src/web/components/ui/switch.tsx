import type { ButtonHTMLAttributes } from 'react';

export interface SwitchProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onChange' | 'role'
> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * An on/off switch (role="switch"), a 44 px target. The state is also written out ("On"/"Off")
 * so it never rests on colour alone. Name it with aria-label or aria-labelledby.
 */
export function Switch({ checked, onCheckedChange, className = '', ...button }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onCheckedChange(!checked)}
      className={`inline-flex min-h-11 items-center gap-2 rounded-lg px-1 font-medium disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
      {...button}
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors ${
          checked ? 'border-primary bg-primary' : 'border-border bg-muted'
        }`}
      >
        <span
          className={`inline-block size-5 rounded-full bg-card shadow transition-transform ${
            checked ? 'translate-x-5.5' : 'translate-x-0.5'
          }`}
        />
      </span>
      <span aria-hidden="true" className="w-8 text-left">
        {checked ? 'On' : 'Off'}
      </span>
    </button>
  );
}
