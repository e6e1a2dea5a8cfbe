import { describe, expect, it } from 'vitest';
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
  ])('"%s" opts out', (text) => {
    expect(classifyComplianceKeyword(text)).toBe('opt_out');
  });

  it.each(['START', 'unstop', 'Start.'])('"%s" opts back in', (text) => {
    expect(classifyComplianceKeyword(text)).toBe('opt_in');
  });

  it.each(['HELP', 'help?', 'Info'])('"%s" asks for help', (text) => {
    expect(classifyComplianceKeyword(text)).toBe('help');
  });

  it.each([
    'yes',
    'no',
    "I can't stop smiling",
    'the end of the week was good',
    'help me please',
    'cancel my appointment tomorrow',
    'stopped by the store',
    '',
  ])('"%s" is not a keyword', (text) => {
    expect(classifyComplianceKeyword(text)).toBeUndefined();
  });
});
