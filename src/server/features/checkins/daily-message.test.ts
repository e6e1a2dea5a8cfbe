import { describe, expect, it } from 'vitest';
import {
  buildDailyMessage,
  fillVariables,
  replyInstructions,
  spokenCheckIn,
  wantsFunFact,
} from './daily-message';

const base = {
  parentName: 'Mom',
  style: 'caring' as const,
  localDate: '2026-11-23',
  localTime: '09:30',
  favouriteTemplates: [],
};

describe('buildDailyMessage', () => {
  it('fills the variables and always ends with how to reply', () => {
    const message = buildDailyMessage({
      ...base,
      favouriteTemplates: ['Hi {parent_name}, it is {date} at {time}. {medication_name}'],
    });
    expect(message.startsWith('Hi Mom, it is Monday, November 23 at 9:30 AM.')).toBe(true);
    expect(message).not.toContain('{');
    expect(message.endsWith(replyInstructions)).toBe(true);
  });

  it('speaks in the parent’s message style when the account has no favourites', () => {
    const caring = buildDailyMessage(base);
    const cheerful = buildDailyMessage({ ...base, style: 'cheerful' });
    const professional = buildDailyMessage({ ...base, style: 'professional' });
    expect(new Set([caring, cheerful, professional]).size).toBe(3);
    for (const message of [caring, cheerful, professional]) {
      expect(message).toContain('Mom');
      expect(message.endsWith(replyInstructions)).toBe(true);
    }
  });

  it('wants a fun fact on every third calendar day, or on the campaign days that say so', () => {
    const days = Array.from(
      { length: 9 },
      (_, index) => `2026-12-${String(index + 1).padStart(2, '0')}`,
    );
    const withFacts = days.filter((localDate) => wantsFunFact(localDate));
    expect(withFacts).toHaveLength(3);
    // Three days apart.
    const gaps = withFacts
      .slice(1)
      .map((day, index) => Number(day.slice(-2)) - Number(withFacts[index]!.slice(-2)));
    expect(gaps).toEqual([3, 3]);
    expect(wantsFunFact(withFacts[0]!, { includeFunFact: false })).toBe(false);
    expect(wantsFunFact('2026-12-01', { includeFunFact: true })).toBe(true);
  });

  it('adds the fun fact it is given before the reply line', () => {
    const message = buildDailyMessage({ ...base, funFact: 'Octopuses have three hearts.' });
    expect(message).toContain('\n\nFun fact: Octopuses have three hearts.\n\n');
    expect(message.endsWith(replyInstructions)).toBe(true);
    expect(buildDailyMessage(base)).not.toContain('Fun fact');
  });

  it('opens with the campaign line of the day, ahead of the favourite templates', () => {
    const message = buildDailyMessage({
      ...base,
      favouriteTemplates: ['Template for {parent_name}'],
      campaignLine: 'Day 2 of spring cleaning, {parent_name}!',
    });
    expect(message.split('\n')[0]).toBe('Day 2 of spring cleaning, Mom!');
    expect(message).not.toContain('Template for');
  });

  it('rotates the favourite templates day by day', () => {
    const favouriteTemplates = ['First {parent_name}', 'Second {parent_name}'];
    const monday = buildDailyMessage({ ...base, favouriteTemplates, localDate: '2026-11-23' });
    const tuesday = buildDailyMessage({ ...base, favouriteTemplates, localDate: '2026-11-24' });
    expect([monday.split('\n')[0], tuesday.split('\n')[0]].sort()).toEqual([
      'First Mom',
      'Second Mom',
    ]);
  });

  it('writes a Spanish-speaking parent’s text in Spanish, dates and the reply line too', () => {
    const message = buildDailyMessage({
      ...base,
      language: 'es',
      style: 'professional',
      localDate: '2026-11-22',
      funFact: 'Los koalas duermen hasta 20 horas al día.',
    });
    expect(message).toBe(
      'Hola, Mom. Este es su mensaje programado de las 9:30 a. m. del domingo 22 de noviembre.\n\n' +
        'Dato curioso: Los koalas duermen hasta 20 horas al día.\n\n' +
        'Responda SÍ si está bien, o NO si necesita ayuda.',
    );
    expect(message).not.toMatch(/Reply|Fun fact|Sunday/);
  });

  it('leaves the line about replying by text out of a call parent’s words', () => {
    for (const language of ['en', 'es'] as const) {
      const spoken = buildDailyMessage({ ...base, language, checkInBy: 'call' });
      const texted = buildDailyMessage({ ...base, language });
      expect(spoken).not.toMatch(/Reply|Responda/);
      expect(spokenCheckIn(texted)).toBe(spokenCheckIn(spoken));
      expect(spokenCheckIn(texted)).toBe(spoken);
    }
  });
});

describe('fillVariables', () => {
  it('writes the date and time as people read them', () => {
    expect(
      fillVariables('{date} {time}', {
        parentName: 'Dad',
        localDate: '2027-01-02',
        localTime: '19:05',
      }),
    ).toBe('Saturday, January 2 7:05 PM');
    expect(
      fillVariables('{date} {time}', {
        parentName: 'Papá',
        localDate: '2027-01-02',
        localTime: '19:05',
        language: 'es',
      }),
    ).toBe('sábado 2 de enero 7:05 p. m.');
    expect(
      fillVariables('Hola, {parent_name}: son las {time}.', {
        parentName: 'Papá',
        localDate: '2027-01-02',
        localTime: '19:05',
        language: 'es',
      }),
    ).toBe('Hola, Papá: son las 7:05 p. m.');
  });
});
