/** What a person on a simulated phone can do with a call, and how each reads in its transcript. */

/** What the person does with a ringing call; `say` speaks the words given with it. */
export type CallAction =
  | 'press-1'
  | 'press-2'
  | 'press-9'
  | 'say-yes'
  | 'say-no'
  | 'say'
  | 'stay-silent'
  | 'no-answer'
  | 'busy';

/** What the person can do on a call they make to the service (it answers at once). */
export type CallerAction = Exclude<CallAction, 'no-answer' | 'busy'>;

export const spokenInput: Record<string, { Digits?: string; SpeechResult?: string }> = {
  'press-1': { Digits: '1' },
  'press-2': { Digits: '2' },
  'press-9': { Digits: '9' },
  'say-yes': { SpeechResult: 'Yes' },
  'say-no': { SpeechResult: 'No' },
  'stay-silent': {},
};

export const actionLabels: Record<CallAction, string> = {
  'press-1': 'pressed 1',
  'press-2': 'pressed 2',
  'press-9': 'pressed 9',
  'say-yes': 'said "yes"',
  'say-no': 'said "no"',
  say: 'spoke',
  'stay-silent': 'said nothing',
  'no-answer': "didn't answer",
  busy: 'were busy',
};
