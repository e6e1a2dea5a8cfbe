import { describe, expect, it } from 'vitest';
import { interpretCallInput } from './call-answers';

describe('interpretCallInput', () => {
  it.each([
    [{ digits: '1' }, 'ok'],
    [{ digits: '2' }, 'help'],
    // 9 stops the calls, like STOP (issue 23).
    [{ digits: '9' }, 'opt-out'],
    [{ digits: '5' }, undefined],
    [{ speech: 'Yes.' }, 'ok'],
    [{ speech: "Yeah, I'm fine" }, 'ok'],
    [{ speech: 'okay' }, 'ok'],
    [{ speech: 'No' }, 'help'],
    [{ speech: "I'm not okay" }, 'help'],
    [{ speech: 'help me' }, 'help'],
    [{ speech: 'what?' }, undefined],
    [{}, undefined],
  ])('%j in both mode → %s', (input, expected) => {
    expect(interpretCallInput(input, 'both')).toBe(expected);
  });

  // Speech goes through the same reply rules as a text (src/server/replies).
  it.each([
    ['sí', 'ok'],
    ['Sí.', 'ok'],
    ['Estoy bien', 'ok'],
    ["I'm fine", 'ok'],
    ['No problem', 'ok'],
    ['Not bad', 'ok'],
    ['I fell', 'help'],
    ['I need help', 'help'],
    ['help', 'help'],
    ['Me caí', 'help'],
    ['Not so good', 'help'],
    ['yes but my hip hurts', 'help'],
    ["I'll call you tonight", undefined],
    ['who is this', undefined],
    ['stop calling me', 'opt-out'],
    ['no me llamen más', 'opt-out'],
  ] as const)('says %j → %s', (speech, expected) => {
    expect(interpretCallInput({ speech }, 'speech')).toBe(expected);
  });

  it('reads the consent call’s answers: 1 or yes agrees, 2 or no refuses, 9 stops the calls', () => {
    expect(interpretCallInput({ digits: '1' }, 'both', 'consent')).toBe('agree');
    expect(interpretCallInput({ speech: 'Sí, claro' }, 'both', 'consent')).toBe('agree');
    expect(interpretCallInput({ digits: '2' }, 'both', 'consent')).toBe('refuse');
    expect(interpretCallInput({ speech: 'No gracias' }, 'both', 'consent')).toBe('refuse');
    expect(interpretCallInput({ digits: '9' }, 'keypad', 'consent')).toBe('opt-out');
    expect(interpretCallInput({ speech: 'stop calling' }, 'speech', 'consent')).toBe('opt-out');
    expect(interpretCallInput({ speech: 'who is this' }, 'both', 'consent')).toBeUndefined();
  });

  it('reads only keys in keypad mode and only speech in speech mode', () => {
    expect(interpretCallInput({ speech: 'yes' }, 'keypad')).toBeUndefined();
    expect(interpretCallInput({ digits: '1' }, 'speech')).toBeUndefined();
    expect(interpretCallInput({ digits: '2' }, 'keypad')).toBe('help');
    expect(interpretCallInput({ speech: 'no' }, 'speech')).toBe('help');
  });
});
