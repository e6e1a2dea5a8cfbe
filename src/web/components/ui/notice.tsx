import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

type Tone = 'info' | 'success' | 'error';

const tones: Record<Tone, { classes: string; Icon: typeof Info }> = {
  info: { classes: 'border-border bg-muted text-fg', Icon: Info },
  success: { classes: 'border-ok/40 bg-ok-bg text-fg', Icon: CircleCheck },
  error: { classes: 'border-alert/40 bg-alert-bg text-fg', Icon: CircleAlert },
};

/** A message about what just happened; errors are announced at once, others politely. */
export function Notice({ tone = 'info', children }: { tone?: Tone; children: ReactNode }) {
  const { classes, Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex gap-3 rounded-lg border p-3 ${classes}`}
    >
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-5 shrink-0 ${tone === 'error' ? 'text-alert' : tone === 'success' ? 'text-ok' : 'text-primary'}`}
      />
      <div className="flex flex-col gap-2">{children}</div>
    </div>
  );
}
