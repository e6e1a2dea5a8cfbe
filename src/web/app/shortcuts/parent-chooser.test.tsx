import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anOverviewParent } from '@/web/test/family-fixtures';
import { ParentChooser } from './parent-chooser';

describe('the send dialog’s list of parents (keyboard shortcut S)', () => {
  it('names each by her nickname and her own name, never "Mom Rivera"', () => {
    const mom = anOverviewParent({
      id: 'mom',
      firstName: 'Maria',
      lastName: 'Rivera',
      nickname: 'Mom',
    });
    const papa = anOverviewParent({
      id: 'papa',
      firstName: 'Jose',
      lastName: 'Rivera',
      nickname: 'Papá',
    });
    const ana = anOverviewParent({ id: 'ana', firstName: 'Ana', lastName: 'Rivera', nickname: '' });
    render(<ParentChooser parents={[mom, papa, ana]} onChoose={vi.fn()} onClose={vi.fn()} />);
    const names = screen
      .getAllByRole('button')
      .map((button) => button.firstElementChild?.textContent)
      .filter(Boolean);
    expect(names).toEqual(['Mom (Maria Rivera)', 'Papá (Jose Rivera)', 'Ana Rivera']);
  });
});
