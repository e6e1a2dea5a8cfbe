import type { Arrival } from '../simulation/observer';
import { random } from '../simulation/random';
import type { DemoService } from './demo-service';
import { demoFamily } from './demo-family';

const MINUTE = 60_000;
const DAY = 86_400_000;

interface Planned {
  at: number;
  from: string;
  body: string;
}

/**
 * The demo family's people: they read what reaches their phones and answer through the phone
 * simulator's webhooks, as in the simulation, but to a script that shows every part of the
 * product in a short history: Mom says NO three days before the end, Dad says NO halfway and
 * stays silent two days before the end (a call nobody answers, then an alert to the family,
 * which Ben claims with ON IT); every other morning both answer YES after a few minutes.
 */
export function createDemoPeople(start: number, days: number) {
  const rng = random(22);
  const [mom, dad] = demoFamily.parents;
  const ben = demoFamily.members[0];
  const dayOf = (at: number) => Math.floor((at - start) / DAY);
  const agenda: Planned[] = [];
  // Set when Dad's silent day begins. His day is counted from his own check-in: the alert comes
  // hours later, and with the demo set up at noon in New York (after his 8:30 AM in Los
  // Angeles) the alert may fall on the next day counted from the start.
  let silentDay = false;
  const yes = ['YES', 'Yes', 'yes', 'Yes!', 'YES'];

  const onCheckIn = (phone: string, at: number) => {
    const day = dayOf(at);
    if (phone === mom.e164 && day === days - 3) {
      agenda.push({ at: at + 12 * MINUTE, from: phone, body: 'NO' });
    } else if (phone === dad.e164 && days >= 10 && day === Math.floor(days / 2)) {
      agenda.push({ at: at + 25 * MINUTE, from: phone, body: 'no' });
    } else if (phone === dad.e164 && day === days - 2) {
      // Silence: the follow-up call comes, and then the family is told; Ben takes that alert.
      silentDay = true;
    } else {
      agenda.push({ at: at + rng.int(2, 55) * MINUTE, from: phone, body: rng.pick(yes) });
    }
  };

  return {
    /** Reads what just reached the phones and decides what to do. */
    async react(demo: DemoService, fresh: Arrival[]) {
      for (const arrival of fresh) {
        if (!arrival.delivered) continue;
        const isParent = arrival.to === mom.e164 || arrival.to === dad.e164;
        if (isParent && arrival.channel === 'sms' && arrival.body.includes('Reply YES'))
          onCheckIn(arrival.to, arrival.at);
        else if (isParent && arrival.channel === 'call')
          await demo.services.channels.simulator!.actOnCall(arrival.sid!, 'no-answer');
        else if (
          arrival.to === ben.e164 &&
          arrival.channel === 'sms' &&
          arrival.body.includes('Reply ON IT') &&
          silentDay
        ) {
          silentDay = false;
          agenda.push({ at: arrival.at + 4 * MINUTE, from: ben.e164, body: 'ON IT' });
        }
      }
    },

    /** Whether someone means to send something. */
    waiting: () => agenda.length > 0,

    /** Sends the replies whose minute has come (all of them when `everything`). */
    async speak(demo: DemoService, now: number, everything = false) {
      const due = agenda.filter((item) => everything || item.at <= now).sort((a, b) => a.at - b.at);
      for (const item of due) {
        agenda.splice(agenda.indexOf(item), 1);
        await demo.services.channels.simulator!.textFromPhone(
          item.from,
          demo.config.sms.fromNumber,
          item.body,
        );
      }
      return due.length;
    },
  };
}
