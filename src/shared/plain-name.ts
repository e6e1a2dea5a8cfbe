/**
 * Words an account writes that reach another person's phone (the owner's name in a consent
 * request, a parent's nickname in her daily text) are plain names (docs/product.md §3): letters of
 * any script with their accents, spaces, apostrophes and hyphens, at most 40 characters. No
 * digits, colons, slashes or dots, so a "name" cannot carry a phone number, a link or a message
 * such as "URGENT: your card is locked".
 */
export const MAX_NAME_LENGTH = 40;

export const plainNameMessages = {
  shape: 'Please use only letters, spaces, apostrophes and hyphens in names.',
  tooLong: `Please keep names to ${MAX_NAME_LENGTH} characters or fewer.`,
} as const;

// \p{M}: the combining marks of a decomposed "é" or of scripts such as Devanagari.
const plainNameShape = /^[\p{L}\p{M}][\p{L}\p{M} '’-]*$/u;

/** Whether a (trimmed) name is made only of what a plain name may hold; the empty one is too. */
export const hasPlainNameShape = (name: string) => name === '' || plainNameShape.test(name);

/** A name that may go into a text or a call as it is. */
export const isPlainName = (name: string) =>
  name.trim() !== '' && hasPlainNameShape(name.trim()) && fitsNameLength(name.trim());

/** Counted in characters as a person sees them, not in UTF-16 units ("𠮷" is one). */
export const fitsNameLength = (name: string) => [...name].length <= MAX_NAME_LENGTH;
