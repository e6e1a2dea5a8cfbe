import { describe, expect, it } from 'vitest';
import { gatherInputs, spokenLanguage } from '../simulator/twiml-reading';
import { askTwiml, closingTwiml } from './twiml';

describe('the TwiML a call speaks', () => {
  it('speaks a Spanish call in the Spanish voice, and listens for Spanish', () => {
    const twiml = askTwiml({
      message: 'Hola, Rosa.',
      mode: 'both',
      gatherUrl: 'https://app.test/webhooks/voice/gather?callId=x&attempt=1',
      repeat: false,
      voice: { language: 'es', voice: 'Polly.Lupe' },
    });
    expect(twiml).toContain('<Say language="es-US" voice="Polly.Lupe">Hola, Rosa. Si está bien');
    expect(twiml).toMatch(/<Gather [^>]*language="es-US"/);
    expect(twiml).toContain('hints="sí, no, bien, ayuda, no me llamen más"');
    expect(spokenLanguage(twiml)).toBe('es-US');
    expect(gatherInputs(twiml)).toEqual(['dtmf', 'speech']);
    expect(closingTwiml('ok', { language: 'es', voice: 'Polly.Lupe' })).toContain(
      '<Say language="es-US" voice="Polly.Lupe">Gracias. Le avisaremos a su familia que usted está bien. Adiós.</Say>',
    );
  });

  it('keeps an English call in Twilio’s default voice, as it always was', () => {
    const twiml = askTwiml({
      message: 'Hello Rose.',
      mode: 'keypad',
      gatherUrl: 'https://app.test/g',
      repeat: false,
      voice: { language: 'en' },
    });
    expect(twiml).toContain(
      '<Say>Hello Rose. If you are OK, press 1. If you need help, press 2.</Say>',
    );
    expect(twiml).not.toMatch(/language=/);
    expect(spokenLanguage(twiml)).toBe('en-US');
  });
});
