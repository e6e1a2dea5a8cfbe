import { Phone } from 'lucide-react';
import { nextSteps, type AlertView } from '@/shared/alerts';
import { buttonClasses } from '@/web/components/ui/button';

type ParentPhone = NonNullable<AlertView['parent']['phone']>;
type Nearby = AlertView['parent']['nearby'];

/**
 * The ladder on an open alert's page (docs/product.md §2.15): her number first, as a link a
 * phone dials with one tap, then who to try if she does not answer, then 911. The same words as
 * the text and the e-mail that led here.
 */
export function NextSteps({
  firstName,
  phone,
  nearby = [],
}: {
  firstName: string;
  phone: ParentPhone;
  /** Her backup contacts, named in the second step when she has any. */
  nearby?: Nearby;
}) {
  const steps = nextSteps(firstName);
  return (
    <section
      aria-labelledby="next-steps"
      className="flex flex-col gap-3 rounded-xl border border-alert/40 bg-alert-bg p-5"
    >
      <h2 id="next-steps" className="text-lg font-semibold">
        What to do now
      </h2>
      <ol className="flex list-decimal flex-col gap-3 pl-6 marker:font-semibold">
        <li>
          <a href={`tel:${phone.e164}`} className={buttonClasses('primary', 'text-left')}>
            <Phone aria-hidden="true" className="size-5 shrink-0" />
            {/* The number never breaks across lines: a narrow phone wraps before it. */}
            <span>
              {steps.call} <span className="whitespace-nowrap font-semibold">{phone.reading}</span>
            </span>
          </a>
        </li>
        {nearby.length === 0 ? (
          <li>{steps.noAnswer}</li>
        ) : (
          <li className="flex flex-col gap-2">
            <span>No answer? Call someone near {firstName}:</span>
            <ul className="flex flex-col gap-2">
              {nearby.map((person) => (
                <li key={person.e164}>
                  <a
                    href={`tel:${person.e164}`}
                    className={buttonClasses('secondary', 'text-left')}
                  >
                    <Phone aria-hidden="true" className="size-5 shrink-0" />
                    <span>
                      {person.name}{' '}
                      <span className="whitespace-nowrap font-semibold">{person.reading}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </li>
        )}
        <li>{steps.emergency}</li>
      </ol>
    </section>
  );
}
