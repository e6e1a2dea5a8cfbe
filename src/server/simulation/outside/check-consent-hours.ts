import { checkInsEndAt, isConsentRequest, waking, zoneOf, type Check } from './check-context';

/**
 * [15] First contact in waking hours (docs/product.md §3): a consent request or reminder, by text
 * or by call, reaches a person only between 9:00 AM and 8:00 PM in her own zone (a parent's;
 * a family member's first followed parent's; the owner's first parent's). A call is told by
 * what it said; every call a parent who never agreed gets before her account's stop asks her.
 */
export function checkConsentHours(check: Check) {
  const { cast, arrivals, violate, count, local } = check;
  for (const account of cast.accounts) {
    const people = [
      ...account.parents.map((parent) => ({
        name: parent.name,
        phone: parent.phone,
        zone: parent.zone,
        asksByCall: parent.consentAnswer !== undefined && parent.checkInBy === 'call',
      })),
      ...account.recipients.flatMap((recipient) =>
        recipient.phone
          ? [
              {
                name: recipient.key,
                phone: recipient.phone,
                zone: zoneOf(account, recipient),
                asksByCall: false,
              },
            ]
          : [],
      ),
    ];
    for (const person of people) {
      const requests = arrivals.filter(
        (arrival) =>
          arrival.to === person.phone &&
          ((arrival.channel === 'sms' && isConsentRequest(arrival.body)) ||
            (arrival.channel === 'call' &&
              ((person.asksByCall && arrival.at < checkInsEndAt(account)) ||
                isConsentRequest(arrival.transcript ?? '')))),
      );
      for (const request of requests) {
        count('consent requests and reminders received');
        if (!waking(request.at, person.zone))
          violate(
            15,
            `a consent ${request.channel === 'call' ? 'call' : 'text'} reached ${person.name} at ${local(request.at, person.zone).toFormat('yyyy-MM-dd HH:mm')} local`,
          );
      }
    }
  }
}
