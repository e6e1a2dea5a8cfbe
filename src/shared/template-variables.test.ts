import { describe, expect, it } from 'vitest';
import { fillOwnVariables, fillVariables, spokenDate, spokenTime } from './template-variables';

describe('template variables', () => {
  it('fill a template the way the parent reads it', () => {
    expect(
      fillVariables('Hi {parent_name}! {date} at {time}: take your {medication_name}.', {
        parentName: 'Nana',
        localDate: '2026-11-22',
        localTime: '21:05',
        own: { medication_name: 'Lisinopril' },
      }),
    ).toBe('Hi Nana! Sunday, November 22 at 9:05 PM: take your Lisinopril.');
  });

  it('fill only a template’s own values, leaving the day’s for the send', () => {
    expect(
      fillOwnVariables('{parent_name}, your {medication_name} at {time}', {
        medication_name: ' Metformin ',
        parent_name: 'Not this',
      }),
    ).toBe('{parent_name}, your Metformin at {time}');
  });

  it('leave out a placeholder that has no value', () => {
    expect(
      fillVariables('Time for your {medication_name} now', {
        parentName: 'Dad',
        localDate: '2026-01-01',
        localTime: '09:00',
      }),
    ).toBe('Time for your now');
  });

  it('speak midnight, noon and dates in any reader’s time zone the same', () => {
    expect([spokenTime('00:00'), spokenTime('12:30')]).toEqual(['12:00 AM', '12:30 PM']);
    expect(spokenDate('2026-03-01')).toBe('Sunday, March 1');
  });
});
