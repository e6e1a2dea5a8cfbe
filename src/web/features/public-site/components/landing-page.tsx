import {
  ChevronDown,
  HeartHandshake,
  MessageCircleHeart,
  PhoneCall,
  ShieldCheck,
  Users,
} from 'lucide-react';
import type { PriceCatalogue } from '@/shared/pricing';
import { product } from '@/shared/product';
import { Island } from '@/web/components/island';
import { buttonClasses } from '@/web/components/ui/button';
import type { LandingContent } from '../lib/landing-content';
import type { Loaded } from '../lib/page-data';
import { FaqSection } from './faq-section';
import { PriceCard } from './price-card';
import { PublicLayout } from './public-layout';
import { ScrollToTop } from './scroll-to-top';
import { WaitlistForm } from './waitlist-form';

const steps = [
  {
    Icon: MessageCircleHeart,
    title: 'One gentle text a day',
    body: 'At the time you choose, in your parent’s own time zone.',
  },
  {
    Icon: HeartHandshake,
    title: 'They reply YES or NO',
    body: 'No app, no smartphone: any phone that can text will do.',
  },
  {
    Icon: PhoneCall,
    title: 'No reply? We call',
    body: 'An automatic call: press 1 or say “yes” if all is well, 2 or “no” for help.',
  },
  {
    Icon: Users,
    title: 'The family is told',
    body: 'By text or e-mail, and everyone is alerted if there is still no answer.',
  },
];

function Section({
  id,
  title,
  children,
  muted = false,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  muted?: boolean;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`scroll-mt-4 py-14 ${muted ? 'bg-muted' : ''}`}
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 sm:px-6">
        <h2 id={`${id}-heading`} className="text-2xl font-semibold sm:text-3xl">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** The landing page: hero, how it works, testimonials, FAQ, about, privacy, the coming toolkit. */
export function LandingPage({
  pricing,
  content: { faq, howItWorks, testimonials },
}: {
  pricing: Loaded<PriceCatalogue>;
  content: LandingContent;
}) {
  return (
    <PublicLayout
      showBackToHome={false}
      headerAction={
        // Not on a phone, where the header has room for Sign in only and the hero's own trial
        // button is on the first screen. (The wrapper hides it: the button's inline-flex would
        // win over a `hidden` of its own.)
        <div className="hidden sm:block">
          <a href="/signup" className={buttonClasses('primary', 'px-3 whitespace-nowrap')}>
            Start Free Trial
          </a>
        </div>
      }
    >
      <title>{`${product.name}: a daily text for the parents you love`}</title>
      <section id="hero" aria-labelledby="hero-heading">
        <div className="mx-auto flex max-w-5xl flex-col items-start gap-6 px-4 pt-6 pb-14 sm:px-6 sm:pt-12">
          <p className="font-medium text-primary">For families looking after aging parents</p>
          <h1 id="hero-heading" className="max-w-3xl text-4xl leading-tight font-bold sm:text-5xl">
            Know Mom and Dad are OK, every single day.
          </h1>
          <p className="max-w-2xl text-lg text-muted-fg">
            {product.name} texts your parent once a day. They reply YES or NO, and the whole family
            knows how they are. No reply? We call, and if there is still no answer, everyone who
            follows them is alerted.
          </p>
          <a href="/signup" className={buttonClasses('primary', 'px-6 py-3 text-lg')}>
            Start 14-Day Free Trial
          </a>
          <p className="text-muted-fg">Your first two weeks are free. No credit card required.</p>
          <a
            href="#how-it-works"
            className="inline-flex min-h-11 items-center gap-2 self-center text-primary"
            aria-label="Scroll down to how it works"
          >
            <ChevronDown aria-hidden="true" className="size-8 motion-safe:animate-bounce" />
          </a>
        </div>
      </section>

      <Section id="how-it-works" title="How it works" muted>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ Icon, title, body }, index) => (
            <li
              key={title}
              className="flex flex-col gap-2 rounded-xl border border-border bg-card p-5"
            >
              <Icon aria-hidden="true" className="size-8 text-primary" />
              <h3 className="text-lg font-semibold">
                {index + 1}. {title}
              </h3>
              <p className="text-muted-fg">{body}</p>
            </li>
          ))}
        </ol>
        <h3 className="text-xl font-semibold">Example messages, in the style you choose</h3>
        <div className="grid gap-4 md:grid-cols-3">
          {howItWorks.styles.map((style) => (
            <figure
              key={style.id}
              className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5"
            >
              <figcaption className="flex items-center justify-between gap-2 font-medium">
                {style.label}
                <span className="text-sm text-muted-fg">{style.sampleTime}</span>
              </figcaption>
              <p className="rounded-2xl rounded-tl-sm bg-muted px-4 py-3">{style.message}</p>
            </figure>
          ))}
        </div>
      </Section>

      <Section id="testimonials" title="What families say">
        <div className="grid gap-4 md:grid-cols-2">
          {testimonials.map((item) => (
            <figure
              key={item.author}
              className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5"
            >
              <blockquote className="text-lg">“{item.quote}”</blockquote>
              <figcaption className="text-muted-fg">
                {item.author}, {item.age} · {item.relationship}
              </figcaption>
            </figure>
          ))}
        </div>
        <p className="text-sm text-muted-fg">
          Illustrative stories of how families use the daily check-in.
        </p>
      </Section>

      <Section id="faq" title="Frequently asked questions" muted>
        <FaqSection items={faq} pricing={pricing} />
      </Section>

      <Section id="about" title="About us">
        <div className="grid gap-8 md:grid-cols-2 md:items-start">
          <div className="flex flex-col gap-4 text-lg">
            <p>
              We built {product.name} for the afternoon when Mom doesn’t pick up and the worry won’t
              let go. One simple daily text gives the whole family a calm answer, and gives your
              parent a way to ask for help without fuss.
            </p>
            <p>
              It is not a medical alert, caregiving or emergency service. In an emergency, call 911.
            </p>
            <a href="/our-story" className="font-medium text-primary underline underline-offset-4">
              Read our story
            </a>
          </div>
          <PriceCard pricing={pricing} />
        </div>
      </Section>

      <Section id="privacy" title="Privacy you can trust" muted>
        <div className="flex gap-4">
          <ShieldCheck aria-hidden="true" className="size-10 shrink-0 text-primary" />
          <div className="flex flex-col gap-3 text-lg">
            <p>
              Your parent agrees by text before the first check-in, and can stop at any time by
              replying STOP. Their consent and phone number are never shared with or sold to anyone
              for marketing.
            </p>
            <p>
              You can download everything we keep about your family, or delete your account and all
              of it, at any time.
            </p>
            <a href="/privacy" className="font-medium text-primary underline underline-offset-4">
              Read the privacy policy
            </a>
          </div>
        </div>
      </Section>

      <Section id="toolkit" title="Coming soon: the “with Love” toolkit">
        <p className="max-w-2xl text-lg">
          Gentle, guided conversations for the talks families put off: moving, driving, money,
          health wishes. Join the waitlist and we’ll tell you when it’s ready.
        </p>
        <Island name="waitlist" component={WaitlistForm} props={{}} />
      </Section>
      <Island name="scroll-to-top" component={ScrollToTop} props={{}} />
    </PublicLayout>
  );
}
