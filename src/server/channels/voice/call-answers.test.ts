import { describe, expect, it } from 'vitest';
import { interpretCallInput } from './call-answers';

describe('interpretCallInput', () => {
  it.each([
    [{ digits: '1' }, 'ok'],
    [{ digits: '2' }, 'help'],
    [{ digits: '9' }, undefined],
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
    ['stop calling me', undefined],
  ] as const)('says %j → %s', (speech, expected) => {
    expect(interpretCallInput({ speech }, 'speech')).toBe(expected);
  });

  it('reads only keys in keypad mode and only speech in speech mode', () => {
    expect(interpretCallInput({ speech: 'yes' }, 'keypad')).toBeUndefined();
    expect(interpretCallInput({ digits: '1' }, 'speech')).toBeUndefined();
    expect(interpretCallInput({ digits: '2' }, 'keypad')).toBe('help');
    expect(interpretCallInput({ speech: 'no' }, 'speech')).toBe('help');
  });
});
