import type { ChannelHandlers, RecordedText } from '../channels/dispatch';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedStatement } from '../db/prepared';
import type { CheckInService, ParentText } from '../features/checkins/service';
import type { ConsentService } from '../features/consent/service';
import type { PauseService } from '../features/pauses/service';
import { factsNeeded, readInbound, routeInbound, type InboundFacts } from './route-inbound';

interface Owners {
  consent: ConsentService;
  checkIns: CheckInService;
  pauses: PauseService;
}

/**
 * The consent and early check-in facts of a batch's numbers, which nearly every text needs (a
 * parent's YES needs both), in one statement: each owner writes its part (`StatementPart`), and
 * the parts' rows come back as one JSON array each. One round trip where there were two; a
 * round trip costs the web process as much as the rest of a lone reply's work (bench:http).
 */
function consentAndEarlyFacts(owners: Owners) {
  const consent = owners.consent.textFacts;
  const early = owners.checkIns.earlyCheckInFacts;
  const asRows = (part: SQL) => sql`(select coalesce(json_agg(x), '[]'::json) from (${part}) x)`;
  const statement = preparedStatement<
    { consent: Record<string, unknown>[]; early: Record<string, unknown>[] },
    Record<string, unknown>
  >(
    'inbound-text-facts',
    () => sql`select ${asRows(consent.rows())} as consent, ${asRows(early.rows())} as early`,
  );
  return async (tx: Database, consentNumbers: string[], earlyNumbers: string[]) => {
    if (consentNumbers.length === 0 && earlyNumbers.length === 0)
      return { consents: consent.read([]), mayCheckInEarly: early.read([]) };
    const [row] = await statement(tx, {
      ...consent.values(consentNumbers),
      ...early.values(earlyNumbers),
    });
    return { consents: consent.read(row!.consent), mayCheckInEarly: early.read(row!.early) };
  };
}

/** Reads what the router needs of a batch's numbers: each fact only for the texts that could use it. */
async function readFacts(
  tx: Database,
  texts: { text: RecordedText; needs: ReturnType<typeof factsNeeded> }[],
  owners: Owners,
  consentAndEarly: ReturnType<typeof consentAndEarlyFacts>,
) {
  const numbers = (need: keyof ReturnType<typeof factsNeeded>) =>
    texts.filter(({ needs }) => needs[need]).map(({ text }) => text.from);
  // One after another: they share the batch's transaction, hence its one connection.
  const { consents, mayCheckInEarly } = await consentAndEarly(
    tx,
    numbers('consent'),
    numbers('early'),
  );
  const toldOfAlert = await owners.checkIns.numbersToldOfAlert(tx, numbers('alerts'));
  // Whether her check-in is open matters only to a bare Y that a request waits for.
  const bareYes = texts.flatMap(({ text }) =>
    consents.get(text.from)?.waitingRequests.length ? [text.from] : [],
  );
  const openCheckIn = await owners.checkIns.numbersWithOpenCheckIn(tx, bareYes);
  const pauses = await owners.pauses.textFacts(tx, numbers('pause'));
  return (from: string): InboundFacts => ({
    ...consents.get(from),
    ...pauses.get(from),
    openCheckIn: openCheckIn.has(from),
    toldOfAlert: toldOfAlert.has(from),
    mayCheckInEarly: mayCheckInEarly.has(from),
  });
}

/**
 * What comes in, to the feature that owns it (docs/architecture.md, "Inbound"). A batch's texts
 * (one is a batch of one) are read and routed by `routeInbound`; the parents' answers then go
 * to the check-ins together, and every other route to its owner text by text, in the order the
 * texts came. Reports on texts and calls go to the check-ins; a call's answer to consent first
 * (a consent call) and then to the check-ins (a follow-up call, or a parent calling us).
 */
export function answerInbound(owners: Owners): ChannelHandlers {
  const { consent, checkIns, pauses } = owners;
  const consentAndEarly = consentAndEarlyFacts(owners);

  async function routesOf(tx: Database, texts: RecordedText[]) {
    const read = texts.map((text) => ({ text, reading: readInbound(text.body) }));
    const factsOf = await readFacts(
      tx,
      read.map(({ text, reading }) => ({ text, needs: factsNeeded(reading) })),
      owners,
      consentAndEarly,
    );
    return read.map(({ text, reading }) => routeInbound(reading, factsOf(text.from)));
  }

  return {
    async inboundTexts(tx, texts) {
      const routes = await routesOf(tx, texts);
      const parentTexts: ParentText[] = [];
      for (const [index, route] of routes.entries()) {
        const text = texts[index]!;
        switch (route.to) {
          case 'keyword':
            parentTexts.push({ text, outcome: route.keyword, early: false });
            break;
          case 'early-check-in':
            parentTexts.push({ text, outcome: 'ok', early: true });
            break;
          case 'parent':
            parentTexts.push({ text, outcome: route.outcome, early: false });
            break;
          case 'consent':
          case 'consent-which':
          case 'family':
          case 'pause':
            break;
        }
      }
      // The parents' answers first, together: the morning's peak is made of them.
      if (parentTexts.length > 0) await checkIns.answerParentTexts(tx, parentTexts);
      for (const [index, route] of routes.entries()) {
        const text = texts[index]!;
        const sent = { from: text.from, providerSid: text.inboundId };
        switch (route.to) {
          case 'consent':
            await consent.verifyByText(tx, text, route.requests);
            break;
          case 'consent-which':
            await consent.askWhichRequest(tx, sent, route.requests);
            break;
          case 'family':
            await checkIns.takeAlertByText(tx, {
              text,
              action:
                route.action === 'claim'
                  ? { type: 'claim' }
                  : { type: 'resolve', note: route.note },
            });
            break;
          case 'pause':
            await pauses.fromText(tx, text, route.request);
            break;
          case 'keyword':
          case 'early-check-in':
          case 'parent':
            break;
        }
      }
    },

    async smsStatus(tx, message) {
      await checkIns.onTextStatus(tx, message);
    },

    async optOutChanged(tx, { phone, optedOut }) {
      if (optedOut) await consent.endForOptOut(tx, phone);
    },

    async callStatus(tx, call) {
      await checkIns.onCallStatus(tx, call);
    },

    async callAnswered(tx, call) {
      await consent.answerCall(tx, call);
      await checkIns.onCallAnswered(tx, call);
    },
  };
}
