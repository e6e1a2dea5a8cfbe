/**
 * Whether AUTH_SECRET is fit for production. It signs session cookies and alert links: whoever
 * guesses it can forge a link to any family's alert page. So production refuses the value
 * published in this repository, a value of one character repeated, and any value whose guessing
 * takes fewer than 2^256 tries by the estimate below.
 */

/** Signs sessions outside production, so they survive a restart; public, so never in production. */
export const DEVELOPMENT_AUTH_SECRET = 'local-development-secret-never-used-in-production';

export const REQUIRED_SECRET_BITS = 256;

/**
 * Fewer different characters than this in a secret is a pattern, not randomness. 64 random hex
 * digits have fewer than 10 different ones about once in a trillion; `abab…` has 2.
 */
const MIN_DISTINCT_CHARACTERS = 10;

/**
 * An estimate of the secret's randomness in bits: its length times the bits one character
 * carries, from the characters it is drawn from. Only hex digits: 16 symbols (4 bits); only
 * decimal digits: 10; otherwise the sum of the classes it uses: lower case 26, upper case 26,
 * digits 10, anything else 33 (base64 uses upper, lower, digits and +/=: about 6 bits).
 * `openssl rand -hex 32` gives 64 × 4 = 256 bits; `openssl rand -base64 32` about 44 × 6.
 */
export function estimatedSecretBits(secret: string) {
  const characters = [...secret];
  let alphabet: number;
  if (/^[0-9]+$/.test(secret)) alphabet = 10;
  else if (/^[0-9a-f]+$/.test(secret) || /^[0-9A-F]+$/.test(secret)) alphabet = 16;
  else {
    alphabet =
      (/[a-z]/.test(secret) ? 26 : 0) +
      (/[A-Z]/.test(secret) ? 26 : 0) +
      (/[0-9]/.test(secret) ? 10 : 0) +
      (/[^a-zA-Z0-9]/.test(secret) ? 33 : 0);
  }
  return Math.floor(characters.length * Math.log2(alphabet));
}

/** Why production must not sign with `secret`, or undefined when it may. */
export function authSecretProblem(secret: string): string | undefined {
  const advice = 'make one with: openssl rand -hex 32';
  if (secret === DEVELOPMENT_AUTH_SECRET)
    return `is the development value published with the code; ${advice}`;
  const distinct = new Set(secret).size;
  if (distinct === 1) return `is one character repeated; ${advice}`;
  if (distinct < MIN_DISTINCT_CHARACTERS)
    return `uses only ${distinct} different characters, a pattern rather than a random value; ${advice}`;
  const bits = estimatedSecretBits(secret);
  if (bits < REQUIRED_SECRET_BITS)
    return `holds about ${bits} bits of randomness, ${REQUIRED_SECRET_BITS} needed (64 hex digits or 44 base64 characters); ${advice}`;
  return undefined;
}
