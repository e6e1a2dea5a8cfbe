import { describe, expect, it } from 'vitest';
import { normalizeReply } from './normalize-reply';
import { findPhrase, phrases, replacePhrases, words } from './phrases';

const find = (pattern: string, reply: string) =>
  findPhrase(normalizeReply(reply), phrases(pattern))?.words;

describe('phrase patterns', () => {
  it('match whole words only', () => {
    expect(find('ill', 'I am ill')).toBe('ill');
    expect(find('ill', "I'll call you")).toBeUndefined();
    expect(find('ill', 'Will call you')).toBeUndefined();
    expect(find('stop', 'stopped by the store')).toBeUndefined();
  });

  it('take alternatives, optional words, any word and anchors', () => {
    expect(find('stop|quit texting|messaging me?', 'Please quit messaging')).toBe('quit messaging');
    expect(find('stop the _? texts', 'stop the annoying texts')).toBe('stop the annoying texts');
    expect(find('stop the _? texts', 'stop the texts')).toBe('stop the texts');
    expect(find('^ please come $', 'please come')).toBe('please come');
    expect(find('^ please come $', 'please come for dinner')).toBeUndefined();
    expect(find('^ please come $', 'oh please come')).toBeUndefined();
  });

  it('are written as people type: contractions and accents are normalized', () => {
    expect(find("don't text me", 'Dont text me')).toBe('do not text me');
    expect(find('no más mensajes', 'NO MAS MENSAJES')).toBe('no mas mensajes');
  });

  it('refuse a pattern that opens with an optional word', () => {
    expect(() => phrases('please? stop')).toThrow(/optional/);
  });

  it('replace every place they are found', () => {
    expect(
      replacePhrases('no problem and no worries', phrases('no problem|worries'), ' <ok> '),
    ).toBe('<ok> and <ok>');
  });

  it('word lists are normalized too', () => {
    expect(words('Sí ayúdame ❤️')).toEqual(new Set(['si', 'ayudame', '❤']));
  });
});
