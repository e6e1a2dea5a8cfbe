import { alertResponse } from '@/shared/alerts';
import type { Arrival } from '../simulation/observer';
import { random } from '../simulation/random';
import type { DemoService } from './demo-service';
import { demoFamily } from './demo-family';

const MINUTE = 60_000;
const DAY = 86_400_000;

interface Planned {
  at: number;
  act: (demo: DemoService) => Promise<unknown>;
}

/**
 * The demo family's people: they read what reaches their phones and inboxes and answer through
 * the phone simulator and the alert page's own requests, as people do, to a script that shows
 * every part of the product in a short history. Mom (texted, in English) says NO six days before
 * the end (on the first day of a shorter history); Dad (called, in Spanish) says "me caí"
 * halfway through a history of ten days or more, and does not pick up two days before the end
 * (he is called again, then the family is told). Ben takes the alerts texted to him with ON IT
 * and closes them with SHE'S OK or HE'S OK; the day Dad fell, Carla takes it from her e-mail's
 * link. Every other morning Mom answers YES after a few minutes and Dad answers his call with
 * "sí" or the 1 key.
 */
export function createDemoPeople(start: number, days: number) {
  const rng = random(22);
  const [mom, dad] = demoFamily.parents;
  const [ben, carla] = demoFamily.members;
  const dayOf = (at: number) => Math.floor((at - start) / DAY);
  const agenda: Planned[] = [];
  const yes = ['YES', 'Yes', 'yes', 'Yes!', 'YES'];
  const fallDay = days >= 10 ? Math.floor(days / 2) : undefined;

  const textFrom = (from: string, body: string) => (demo: DemoService) =>
    demo.services.channels.simulator!.textFromPhone(from, demo.config.sms.fromNumber, body);

  const momsText = (at: number) => {
    if (dayOf(at) === Math.max(0, days - 6))
      agenda.push({ at: at + 12 * MINUTE, act: textFrom(mom.e164, 'NO') });
    else agenda.push({ at: at + rng.int(2, 55) * MINUTE, act: textFrom(mom.e164, rng.pick(yes)) });
  };

  const dadsCall = async (demo: DemoService, sid: string, at: number) => {
    const simulator = demo.services.channels.simulator!;
    const day = dayOf(at);
    if (day === days - 2) return simulator.actOnCall(sid, 'no-answer');
    if (day === fallDay) return simulator.actOnCall(sid, 'say', 'me caí');
    return rng.int(0, 1) === 0
      ? simulator.actOnCall(sid, 'say', rng.pick(['sí', 'Sí, estoy bien', 'sí']))
      : simulator.actOnCall(sid, 'press-1');
  };

  // An alert's text and e-mail carry its page's link, signed for the one who received it.
  const tokenIn = (body: string) => /\/alert\/([^\s"<>]+)/.exec(body)?.[1];

  const bensAlert = (arrival: Arrival) => {
    // The day Dad fell, Ben is on a plane: Carla takes it from her e-mail.
    if (dayOf(arrival.at) === fallDay && arrival.body.includes(dad.firstName)) return;
    const okWords = arrival.body.includes(mom.firstName) ? "SHE'S OK" : "HE'S OK";
    agenda.push({ at: arrival.at + 4 * MINUTE, act: textFrom(ben.e164, 'ON IT') });
    agenda.push({ at: arrival.at + 41 * MINUTE, act: textFrom(ben.e164, okWords) });
  };

  const carlasAlert = (arrival: Arrival) => {
    const token = tokenIn(arrival.body);
    if (!token) return;
    agenda.push({
      at: arrival.at + 15 * MINUTE,
      act: async (demo) => {
        const { json } = await demo.request('GET', `/api/alerts/${token}`);
        const { alert } = alertResponse.parse(json);
        if (!alert.open || alert.claimedBy) return;
        await demo.request('POST', `/api/alerts/${token}/claim`);
        await demo.request('POST', `/api/alerts/${token}/resolve`, undefined, {
          note: 'I called him and he is fine.',
        });
      },
    });
  };

  return {
    /** Reads what just reached the phones and inboxes and decides what to do. */
    async react(demo: DemoService, fresh: Arrival[]) {
      for (const arrival of fresh) {
        if (!arrival.delivered) continue;
        if (
          arrival.to === mom.e164 &&
          arrival.channel === 'sms' &&
          arrival.body.includes('Reply YES')
        )
          momsText(arrival.at);
        else if (arrival.to === dad.e164 && arrival.channel === 'call')
          await dadsCall(demo, arrival.sid!, arrival.at);
        else if (arrival.to === ben.e164 && arrival.body.includes('Reply ON IT'))
          bensAlert(arrival);
        else if (arrival.to === carla.email && arrival.channel === 'email') carlasAlert(arrival);
      }
    },

    /** When someone next means to do something, if anyone does. */
    nextAct: () => Math.min(...agenda.map((item) => item.at)),

    /** Does what is due by `now` (everything when `everything`), in order. */
    async act(demo: DemoService, now: number, everything = false) {
      const due = agenda.filter((item) => everything || item.at <= now).sort((a, b) => a.at - b.at);
      for (const item of due) {
        agenda.splice(agenda.indexOf(item), 1);
        await item.act(demo);
      }
      return due.length;
    },
  };
}
