/**
 * The reading of the texts most recently read, kept so a text read again is not read anew. At a
 * morning's peak most replies are the same few words ("YES", "Yes", "yes!"), and each is read by
 * the channel, the consent and the check-ins: the rules' phrase matching was a fifth of the
 * webhook's CPU in bench:engine's profile. The rules are a function of the words alone, so a
 * kept reading is the reading.
 */
export function keepRecentReadings<Reading>(read: (body: string) => Reading, size = 1000) {
  const kept = new Map<string, Reading>();
  return (body: string): Reading => {
    const known = kept.get(body);
    if (known !== undefined) return known;
    const reading = read(body);
    // The oldest goes first: a Map iterates in the order its keys were added.
    if (kept.size >= size) kept.delete(kept.keys().next().value!);
    kept.set(body, reading);
    return reading;
  };
}
