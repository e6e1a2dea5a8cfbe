import { ChevronRight, Mail, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPhone } from '@/shared/phone';
import { useDevStatus } from '../api/dev-status';

/** Which providers carry the e-mails, texts and calls in this run, and the pages that show them. */
export function MessageRoutes() {
  const { data } = useDevStatus();
  if (!data) return null;
  const localMail = data.providers.email === 'local';
  const simulatedPhones = data.providers.sms === 'simulator';
  return (
    <section
      aria-labelledby="routes-heading"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 sm:p-6"
    >
      <h2 id="routes-heading" className="text-xl font-semibold">
        Providers in use
      </h2>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
        <dt className="text-muted-fg">E-mail</dt>
        <dd>{localMail ? 'Local mailbox' : `Real e-mail (${data.providers.email})`}</dd>
        <dt className="text-muted-fg">Texts and calls</dt>
        <dd>{simulatedPhones ? 'Phone simulator' : `Real phones (${data.providers.sms})`}</dd>
        <dt className="text-muted-fg">Service number</dt>
        <dd className="break-words">
          {formatPhone(data.serviceNumber)}{' '}
          <span className="text-muted-fg">({data.serviceNumber})</span>
        </dd>
      </dl>
      <ul className="flex flex-col gap-2">
        <ToolLink
          to="/dev/mailbox"
          icon={<Mail aria-hidden="true" className="size-6 text-primary" />}
          title="Mailbox"
          description={
            localMail
              ? 'Every e-mail the app sent, sign-in links included.'
              : 'The e-mails sent through the real provider, as a log.'
          }
        />
        <ToolLink
          to="/dev/phone"
          icon={<Smartphone aria-hidden="true" className="size-6 text-primary" />}
          title="Phone simulator"
          description={
            simulatedPhones
              ? 'Every text and call, and replies as the person who got them.'
              : 'Off: a real SMS provider is configured.'
          }
        />
      </ul>
    </section>
  );
}

function ToolLink(props: { to: string; icon: ReactNode; title: string; description: string }) {
  return (
    <li>
      <Link
        to={props.to}
        className="flex min-h-11 items-center gap-3 rounded-lg border border-border p-3 hover:bg-muted"
      >
        {props.icon}
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-medium text-primary">{props.title}</span>
          <span className="text-muted-fg">{props.description}</span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-fg" />
      </Link>
    </li>
  );
}
