/** What a failure says to the user: an Error's message, or the thrown value as text. */
export const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : String(error);
