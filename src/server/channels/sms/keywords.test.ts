import { describe, expect, it } from 'vitest';
import { classifyReply } from '../../replies/classify-reply';
import { readCorpus } from '../../replies/corpus/read-corpus';
import { classifyComplianceKeyword } from './keywords';

describe('classifyComplianceKeyword', () => {
  it.each([
    'STOP',
    'stop',
    ' Stop. ',
    'STOPALL',
    'unsubscribe',
    'CANCEL',
    'end',
    'Quit!',
    'revoke',
    'optout',
    'opt out',
    'stop texting me',
    'Please stop texting me',
    'STOP MESSAGING ME',
    'stop sending these',
    // Any reasonable way of saying it (the FCC's 2024 revocation rule).
    'please stop',
    "don't text me anymore",
    'Don’t text me anymore',
    'unsubscribe me',
    'remove me from this list',
    'No more texts',
    'para',
    'ALTO',
    'no más mensajes',
    'ya no me escriban',
  ])('"%s" opts out', (text) => {
    expect(classifyComplianceKeyword(text)).toBe('opt_out');
  });

  it.each(['START', 'unstop', 'Start.'])('"%s" opts back in', (text) => {
    expect(classifyComplianceKeyword(text)).toBe('opt_in');
  });

  it.each(['HELP', 'help?', 'Info', 'AYUDA'])('"%s" asks for help', (text) => {
    expect(classifyComplianceKeyword(text)).toBe('help');
  });

  it.each([
    'yes',
    'no',
    "I can't stop smiling",
    "I can't stop coughing",
    'stop worrying',
    'the end of the week was good',
    // A plea is not the HELP keyword: the parent hears that the family was told instead.
    'help me please',
    'I need help',
    'cancel my appointment tomorrow',
    'stopped by the store',
    'end it all',
    '',
  ])('"%s" is not a keyword', (text) => {
    expect(classifyComplianceKeyword(text)).toBeUndefined();
  });

  // The channel acts on keywords before the check-in reads the reply: the two never disagree.
  it.each(readCorpus('parent-replies.tsv'))(
    'agrees with classifyReply on corpus line $line: $reply',
    ({ reply }) => {
      const outcome = classifyReply(reply);
      const keyword =
        outcome === 'opt_out' || outcome === 'opt_in' || outcome === 'help' ? outcome : undefined;
      expect(classifyComplianceKeyword(reply)).toBe(keyword);
    },
  );
});
