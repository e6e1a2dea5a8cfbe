import faq from '@content/faq.json';
import howItWorks from '@content/how-it-works.json';
import testimonials from '@content/testimonials.json';
import type { FaqItem } from '../components/faq-section';

/**
 * The landing page's texts from content/. They travel with the page's data rather than in its
 * script: the server renders them into the page anyway, and the script stays small.
 */
const faqItems: FaqItem[] = faq;

export const landingContent = { faq: faqItems, howItWorks, testimonials };
export type LandingContent = typeof landingContent;
