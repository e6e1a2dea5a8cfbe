/** What the simulated phone reads in the service's TwiML, as the provider would. */

const decodeXml = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The sentences a TwiML response speaks, in order. */
export function spokenLines(twiml: string): string[] {
  return [...twiml.matchAll(/<Say[^>]*>([\s\S]*?)<\/Say>/g)].map((match) =>
    decodeXml(match[1] ?? ''),
  );
}

/** The language a TwiML response speaks in (its first <Say>'s), English unless it says. */
export function spokenLanguage(twiml: string): string {
  return /<Say\b[^>]*\blanguage="([^"]*)"/.exec(twiml)?.[1] ?? 'en-US';
}

/** Where a TwiML response sends the caller's answer, if it asks for one. */
export function gatherAction(twiml: string): string | undefined {
  const match = /<Gather\b[^>]*\baction="([^"]*)"/.exec(twiml);
  return match?.[1] ? decodeXml(match[1]) : undefined;
}

/** What a TwiML question listens for: `dtmf`, `speech`, or both. */
export function gatherInputs(twiml: string): string[] {
  const match = /<Gather\b[^>]*\binput="([^"]*)"/.exec(twiml);
  return (match?.[1] ?? 'dtmf').split(/\s+/);
}
