import { describe, expect, it } from 'vitest';
import { weatherWarningKinds } from '@/shared/weather';
import { weatherCheckInWording, weatherFamilyNotice } from './weather-wording';

describe('the extra weather check-in', () => {
  it('asks the parent in English, naming the warning', () => {
    expect(weatherCheckInWording('en', 'Extreme Heat Warning').text).toBe(
      'Family Check-In: There is an Extreme Heat Warning where you are today. Are you OK? Reply YES or NO.',
    );
    expect(weatherCheckInWording('en', 'Tornado Warning').text).toBe(
      'Family Check-In: There is a Tornado Warning where you are today. Are you OK? Reply YES or NO.',
    );
  });

  it('asks a parent who speaks Spanish in Spanish, with the reply line she knows', () => {
    expect(weatherCheckInWording('es', 'Hurricane Warning').text).toBe(
      'Family Check-In: Hoy hay un aviso de huracán donde usted vive. ¿Está bien? Responda SÍ si está bien, o NO si necesita ayuda.',
    );
  });

  it('speaks the warning on a call without the line about replying', () => {
    expect(weatherCheckInWording('en', 'Flood Warning').spoken).toBe(
      'There is a Flood Warning where you are today.',
    );
    expect(weatherCheckInWording('es', 'Flood Warning').spoken).toBe(
      'Hoy hay un aviso de inundación donde usted vive.',
    );
  });

  it('names a renamed warning by its current name', () => {
    expect(weatherCheckInWording('en', 'Excessive Heat Warning').text).toContain(
      'an Extreme Heat Warning',
    );
    expect(weatherCheckInWording('en', 'Wind Chill Warning').text).toContain(
      'an Extreme Cold Warning',
    );
  });

  it('has words for every kind in both languages, each fitting one text', () => {
    for (const kind of weatherWarningKinds)
      for (const language of ['en', 'es'] as const) {
        const { text } = weatherCheckInWording(language, kind);
        expect(text).not.toMatch(/undefined/);
        expect(text.length).toBeLessThanOrEqual(160 * 2);
      }
  });
});

describe("the family's notice", () => {
  it('says who got an extra check-in and why', () => {
    const notice = weatherFamilyNotice('Mom', 'Extreme Heat Warning');
    expect(notice.text).toBe(
      "Family Check-In: Mom got an extra check-in today: the National Weather Service has issued an Extreme Heat Warning for Mom's area. You will be told how it goes.",
    );
    expect(notice.email.subject).toBe('Mom got an extra check-in today: Extreme Heat Warning');
  });

  it('never puts a name that is not a plain name into a text', () => {
    const notice = weatherFamilyNotice('URGENT: call 900-555-0100', 'Tornado Warning');
    expect(notice.text).not.toContain('URGENT');
    expect(notice.text).not.toContain('900');
    expect(notice.text).toContain('Your parent got an extra check-in today');
    expect(notice.email.footer).not.toContain('URGENT');
  });
});
