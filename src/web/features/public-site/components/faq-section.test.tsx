import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PriceCatalogue } from '@/shared/pricing';
import type { Loaded } from '../lib/page-data';
import { FaqSection, type FaqItem } from './faq-section';

const items: FaqItem[] = [
  { id: 'a', category: 'General', question: 'What is it?', answer: 'A daily text.' },
  { id: 'b', category: 'Pricing', question: 'What does it cost?', answer: '{basePrice} a month.' },
];

// Only the parts of the catalogue the answers use.
const pricing = {
  status: 'success',
  data: {
    base: { amountCents: 1500, includedParents: 2, includedFamilyMembers: 1 },
    extraParentCents: 500,
    extraFamilyMemberCents: 300,
  },
} as unknown as Loaded<PriceCatalogue>;

function renderFaq() {
  render(<FaqSection items={items} pricing={pricing} />);
}

afterEach(() => vi.restoreAllMocks());

describe('FaqSection', () => {
  it('says so when a category has no questions', async () => {
    renderFaq();
    await userEvent.click(screen.getByRole('button', { name: 'Technical' }));
    expect(screen.getByText('No FAQs found in the “Technical” category.')).toBeInTheDocument();
  });

  it('clears the selection, showing nothing, when the selected category is clicked again', async () => {
    renderFaq();
    await userEvent.click(screen.getByRole('button', { name: 'General' }));
    expect(screen.getByText('What is it?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'General' }));
    expect(screen.queryByText('What is it?')).not.toBeInTheDocument();
    expect(screen.queryByText(/No FAQs found/)).not.toBeInTheDocument();
  });

  it('fills prices in from the catalogue', async () => {
    renderFaq();
    expect(await screen.findByText('$15 a month.')).toBeInTheDocument();
  });
});
