import { useState } from 'react';
import type { CallerIdVerdict, callerActions } from '@/shared/dev-tools';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { SelectField } from '@/web/components/ui/select-field';
import { useCallTheService } from '../api/phone';
import { SayWordsForm } from './say-words-form';

// Named for what they mean, with none of the words the quick replies and a ringing call's
// answers use (Press 1, YES, NO, STOP, HELP…), so no button's name is inside another's.
const choices: { action: (typeof callerActions)[number]; label: string }[] = [
  { action: 'press-1', label: 'Call in: fine (1)' },
  { action: 'press-2', label: 'Call in: unwell (2)' },
  { action: 'press-9', label: 'Call in: opt out (9)' },
];

/**
 * What the network says of the caller ID (STIR/SHAKEN). Only a full attestation lets the call
 * act for the number; with any other the service says it will call back, and does.
 */
const verdicts: { value: CallerIdVerdict; label: string }[] = [
  { value: 'TN-Validation-Passed-A', label: 'A: verified, owns the number' },
  { value: 'TN-Validation-Passed-B', label: 'B: partly verified' },
  { value: 'TN-Validation-Passed-C', label: 'C: verified as a gateway only' },
  { value: 'TN-Validation-Failed-A', label: 'Failed check (A)' },
  { value: 'TN-Validation-Failed-B', label: 'Failed check (B)' },
  { value: 'TN-Validation-Failed-C', label: 'Failed check (C)' },
  { value: 'No-TN-Validation', label: 'Not checked' },
  { value: 'none', label: 'No verdict sent' },
];

/**
 * Calls the service's number from this phone, as a parent checked on by call does to check in
 * before the day's call (docs/product.md §2.11): the call is answered, and the person does this.
 */
export function CallTheService({ phone }: { phone: string }) {
  const call = useCallTheService(phone);
  const [verdict, setVerdict] = useState<CallerIdVerdict>('TN-Validation-Passed-A');
  return (
    <section
      aria-labelledby="call-the-service"
      className="flex flex-col gap-2 border-t border-border pt-4"
    >
      <h3 id="call-the-service" className="font-medium">
        Call the service from this phone
      </h3>
      <SelectField
        label="Caller ID check (STIR/SHAKEN)"
        options={verdicts}
        value={verdict}
        onChange={(event) => {
          const chosen = verdicts.find((one) => one.value === event.target.value);
          if (chosen) setVerdict(chosen.value);
        }}
        hint="A spoofed number is anything but the first: the service calls the number back."
      />
      <div role="group" aria-label="Call the service" className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <Button
            key={choice.action}
            variant="secondary"
            className="px-3"
            busy={call.isPending && call.variables.action === choice.action}
            disabled={call.isPending}
            onClick={() => call.mutate({ action: choice.action, verdict })}
          >
            {choice.label}
          </Button>
        ))}
      </div>
      <SayWordsForm
        label="Or call and say"
        busy={call.isPending && call.variables.action === 'say'}
        disabled={call.isPending}
        onSay={(words) => call.mutate({ action: 'say', words, verdict })}
      />
      {call.isError && <Notice tone="error">{call.error.message}</Notice>}
    </section>
  );
}
