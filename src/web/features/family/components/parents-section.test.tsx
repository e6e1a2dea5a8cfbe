import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOverviewParent } from '@/web/test/family-fixtures';
import { renderWithQueries } from '@/web/test/render-app';
import { ParentsSection } from './parents-section';

afterEach(() => vi.restoreAllMocks());

const aParent = (id: string, firstName: string) => anOverviewParent({ id, firstName });

describe('the parents section', () => {
  it('disables Add Parent at four parents and says why', () => {
    renderWithQueries(
      <ParentsSection parents={['a', 'b', 'c', 'd'].map((id) => aParent(id, `Parent ${id}`))} />,
    );
    const add = screen.getByRole('button', { name: 'Add Parent' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('You can add up to 4 parents.');
  });

  it('does not let the last parent be removed, and says why', () => {
    renderWithQueries(<ParentsSection parents={[aParent('only', 'Ruth')]} />);
    const remove = screen.getByRole('button', { name: 'Remove Ruth Ames' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(
      'At least one parent is required. Add another before removing this one.',
    );
  });

  it('says who is on today’s alert, and who said she is OK: said is said, not "on it" (issue 39)', () => {
    const rose = aParent('rose', 'Rose');
    const walt = aParent('walt', 'Walter');
    const ben = { name: 'Ben', at: '2026-01-12T15:05:00.000Z' };
    renderWithQueries(
      <ParentsSection
        parents={[
          {
            ...rose,
            today: { ...rose.today, status: 'resolved', claimedBy: ben, resolvedBy: ben },
          },
          { ...walt, today: { ...walt.today, status: 'no_response', claimedBy: ben } },
        ]}
      />,
    );
    const roseCard = screen.getByRole('listitem', { name: /Rose/ });
    expect(roseCard).toHaveTextContent('Ben says Rose Ames is OK (10:05 AM EST)');
    expect(roseCard).not.toHaveTextContent('is on it');
    expect(screen.getByRole('listitem', { name: /Walter/ })).toHaveTextContent(
      'Ben is on it (10:05 AM EST)',
    );
  });

  it('says by when today’s text goes out when the sender makes it late, in the parent’s zone', () => {
    const late = aParent('late', 'Ruth');
    renderWithQueries(
      <ParentsSection
        parents={[
          { ...late, today: { ...late.today, sendsBy: '2026-01-12T14:04:00.000Z' } },
          aParent('on-time', 'Walter'),
        ]}
      />,
    );
    const ruth = screen.getByRole('listitem', { name: /Ruth/ });
    expect(ruth).toHaveTextContent('Today’s text goes out by 9:04 AM');
    const walter = screen.getByRole('listitem', { name: /Walter/ });
    expect(walter).not.toHaveTextContent('goes out by');
  });

  it('lists each of today’s check-ins with its time and state when she has more than one (§2.13)', () => {
    const rose = aParent('rose', 'Rose');
    const walt = aParent('walt', 'Walter');
    renderWithQueries(
      <ParentsSection
        parents={[
          {
            ...rose,
            today: {
              ...rose.today,
              status: 'no_response',
              checkIns: [
                { slot: 0, time: '09:00', status: 'ok' },
                { slot: 1, time: '19:00', status: 'no_response' },
              ],
            },
          },
          walt,
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Today’s check-ins' });
    const items = within(list).getAllByRole('listitem');
    // The fixture's parent lives in New York; the tests' viewer in Chicago: her times are named.
    expect(items.map((item) => item.textContent)).toEqual([
      '9:00 AM ESTToday: OK',
      '7:00 PM ESTToday: No answer',
    ]);
    // Her times are changed in the schedule step; one time a day: no list, a link to add one.
    expect(screen.getByRole('link', { name: 'Change check-in times' })).toHaveAttribute(
      'href',
      '/onboarding?step=schedule',
    );
    const walter = within(screen.getByRole('listitem', { name: /Walter/ }));
    expect(walter.queryByRole('list', { name: 'Today’s check-ins' })).toBeNull();
    expect(walter.getByRole('link', { name: 'Add another check-in time' })).toHaveAttribute(
      'href',
      '/onboarding?step=schedule',
    );
  });
});
