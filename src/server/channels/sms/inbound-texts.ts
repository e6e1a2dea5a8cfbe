import type { Database } from '../../db/client';
import { preparedJsonInsert } from '../../db/json-rows';
import { inboundSms } from '../../db/schema';
import type { ChannelDispatch, RecordedText } from '../dispatch';
import { englishOnly, type PhoneBook } from '../phone-book';
import { helpReply, optInConfirmation, optOutConfirmation } from './compliance-messages';
import { createInboundBatches } from './inbound-batches';
import { classifyComplianceKeyword, type ComplianceKeyword } from './keywords';
import { setOptedOut } from './opt-outs';
import type { OutboxWaker } from './outbox-waker';

/** A text someone sent to the service's number, as the provider's webhook gives it. */
export interface InboundText {
  providerSid: string;
  from: string;
  to: string;
  body: string;
}

/** Records each text once by its provider id (a retried webhook inserts nothing). */
const recordInbound = preparedJsonInsert(
  'inbound-sms-record',
  inboundSms,
  ['providerSid', 'fromNumber', 'toNumber', 'body', 'handledAs'],
  { conflictTarget: ['providerSid'], returning: ['id', 'providerSid'] },
);

/** A compliance reply to queue in the inbound batch's transaction (SmsChannel.queue). */
type QueueReply = (
  reply: { idempotencyKey: string; to: string; body: string; kind: string; allowOptedOut: boolean },
  tx: Database,
) => Promise<unknown>;

export interface InboundTextsDeps {
  /** Its transactions wake the outbox for the replies once they have committed. */
  waker: OutboxWaker;
  dispatch: ChannelDispatch;
  supportAddress: string;
  /** The language to answer a number's STOP, START and HELP in. */
  phoneBook?: PhoneBook;
  queue: QueueReply;
}

/**
 * Texts people send to the service. Each is recorded once (providers retry webhooks), compliance
 * keywords are acted on at once, then it is handed to the owners of the number through the
 * dispatch. Texts that come in together are answered together (inbound-batches.ts).
 */
export function createInboundTexts(deps: InboundTextsDeps) {
  const { waker, dispatch, supportAddress } = deps;

  /** STOP, START and HELP, answered in the language of the number that sent them. */
  const actOnKeyword = async (tx: Database, text: InboundText, keyword: ComplianceKeyword) => {
    const reply = (body: string, allowOptedOut = false) =>
      deps.queue(
        {
          idempotencyKey: `reply:${text.providerSid}`,
          to: text.from,
          body,
          kind: 'compliance',
          allowOptedOut,
        },
        tx,
      );
    const language = await (deps.phoneBook ?? englishOnly).languageOf(tx, text.from);
    if (keyword === 'opt_out') {
      const changed = await setOptedOut(tx, text.from, true, normalizeKeyword(text.body));
      // One confirmation only: a second STOP from an opted-out number gets silence.
      if (changed) {
        await reply(optOutConfirmation(language), true);
        await dispatch.to.optOutChanged(tx, { phone: text.from, optedOut: true });
      }
    } else if (keyword === 'opt_in') {
      const changed = await setOptedOut(tx, text.from, false, normalizeKeyword(text.body));
      await reply(optInConfirmation(language));
      if (changed) await dispatch.to.optOutChanged(tx, { phone: text.from, optedOut: false });
    } else if (keyword === 'help') {
      await reply(helpReply(supportAddress, language));
    }
  };

  /** One round of a batch: at most one text per number, recorded, then acted on and passed on. */
  const answerRound = async (tx: Database, texts: InboundText[]) => {
    const keywords = texts.map((text) => classifyComplianceKeyword(text.body));
    const recorded = await recordInbound(
      tx,
      texts.map((text, index) => ({
        providerSid: text.providerSid,
        fromNumber: text.from,
        toNumber: text.to,
        body: text.body,
        handledAs: keywords[index] ?? 'dispatched',
      })),
    );
    const idOf = new Map(recorded.map((row) => [row.providerSid, row.id]));
    const events: RecordedText[] = [];
    for (const [index, text] of texts.entries()) {
      const inboundId = idOf.get(text.providerSid);
      // A retried webhook (already handled, in an earlier round too), or the same text twice.
      if (!inboundId) continue;
      idOf.delete(text.providerSid);
      const keyword = keywords[index];
      if (keyword) await actOnKeyword(tx, text, keyword);
      events.push({ inboundId, from: text.from, to: text.to, body: text.body, keyword });
    }
    await dispatch.to.inboundTexts(tx, events);
  };

  /**
   * One batch of inbound texts in one transaction, round by round: each round reads what the
   * rounds before it wrote.
   */
  const inbox = createInboundBatches((rounds: InboundText[][]) =>
    waker.transaction(async (tx) => {
      for (const texts of rounds) await answerRound(tx, texts);
    }),
  );

  return {
    /** Resolves once this text's batch has committed. */
    answer: (text: InboundText) => inbox.answer(text),
  };
}

export type InboundTexts = ReturnType<typeof createInboundTexts>;

function normalizeKeyword(body: string) {
  return body.trim().toLowerCase().slice(0, 40);
}
