// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacter = /[\u0000-\u001f\u007f]/;

export const singleLineMessage = 'Please keep this to one line, without tabs or line breaks.';

/**
 * For names and other one-line fields: no line break, tab or other control character inside
 * (leading and trailing ones are trimmed first). A name with a line break in it would split
 * the text message or e-mail that greets it.
 */
export const isSingleLine = (value: string) => !controlCharacter.test(value);
