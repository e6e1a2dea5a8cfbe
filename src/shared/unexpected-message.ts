// Apart from the other sign-in messages (auth-messages.ts), so the sign-in and sign-up forms
// load only these words with the page: the others are shown after an answer or a click, by code
// that loads then.

/** What the sign-in and sign-up forms say when a request failed without the server's words. */
export const unexpectedMessage = 'An unexpected error occurred. Please try again.';
