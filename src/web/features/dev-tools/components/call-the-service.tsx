import type { callerActions } from '../../../../shared/dev-tools';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
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
 * Calls the service's number from this phone, as a parent checked on by call does to check in
 * before the day's call (PRODUCT.md §2.11): the call is answered, and the person does this.
 */
export function CallTheService({ phone }: { phone: string }) {
  const call = useCallTheService(phone);
  return (
    <section
      aria-labelledby="call-the-service"
      className="flex flex-col gap-2 border-t border-border pt-4"
    >
      <h3 id="call-the-service" className="font-medium">
        Call the service from this phone
      </h3>
      <div role="group" aria-label="Call the service" className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <Button
            key={choice.action}
            variant="secondary"
            className="px-3"
            busy={call.isPending && call.variables.action === choice.action}
            disabled={call.isPending}
            onClick={() => call.mutate({ action: choice.action })}
          >
            {choice.label}
          </Button>
        ))}
      </div>
      <SayWordsForm
        label="Or call and say"
        busy={call.isPending && call.variables.action === 'say'}
        disabled={call.isPending}
        onSay={(words) => call.mutate({ action: 'say', words })}
      />
      {call.isError && <Notice tone="error">{call.error.message}</Notice>}
    </section>
  );
}
