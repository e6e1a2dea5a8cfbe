import { createRequire } from 'node:module';
import type twilio from 'twilio';
import { systemClock, type Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { JobDefinition } from '../jobs/job-definition';
import type { JobQueue } from '../jobs/job-queue';
import type { Logger } from '../logger';
import { ChannelDispatch } from './dispatch';
import { EmailChannel } from './email/email-channel';
import type { PhoneBook } from './phone-book';
import { createLocalTransport } from './email/local-transport';
import { createSmtpTransport } from './email/smtp-transport';
import { SimulatorNetwork } from './simulator/simulator-network';
import { SIMULATOR_AUTH_TOKEN, WebhookPoster, type AppFetch } from './simulator/webhook-poster';
import { SmsChannel } from './sms/sms-channel';
import type { SmsOutboxTimes } from './sms/sms-outbox';
import { createTwilioSmsProvider } from './sms/twilio-sms-provider';
import { createTwilioVoiceProvider } from './voice/twilio-voice-provider';
import { VoiceChannel } from './voice/voice-channel';

export interface ChannelOptions {
  config: Config;
  db: Database;
  queue: JobQueue;
  logger: Logger;
  /**
   * The service clock: texts and calls are stamped with it, as check-in steps are, so Message
   * History and Recent Activity tell the same time when the local clock is moved.
   */
  clock?: Clock;
  /** Who is at a number: the language to answer it in (the family feature's phone book). */
  phoneBook?: PhoneBook;
  /**
   * Tests shorten the outbox's retry delays and claims, and with the claim the wait after a
   * request to place a call got no answer, as they shorten the rest of time.
   */
  smsOutboxTimes?: Partial<SmsOutboxTimes>;
  /** Tests point the twilio SDK at a local stand-in for its REST API through this. */
  twilioHttpClient?: InstanceType<typeof twilio.RequestClient>;
}

export interface Channels {
  dispatch: ChannelDispatch;
  sms: SmsChannel;
  voice: VoiceChannel;
  email: EmailChannel;
  /** The local phone network; undefined when the real provider is configured. */
  simulator?: SimulatorNetwork;
  /** The token that signs provider webhooks (Twilio's auth token, or the simulator's). */
  webhookAuthToken: string;
  jobs: JobDefinition[];
  /** Connects the simulator's webhook calls to the built app. */
  connectApp(appFetch: AppFetch): void;
  close(): void;
}

/** Picks each channel's implementation from the configuration: real provider or stand-in. */
export function createChannels(options: ChannelOptions): Channels {
  const { config, db, queue, logger } = options;
  const dispatch = new ChannelDispatch();
  const poster = new WebhookPoster();

  // The SDK's REST client is loaded only when Twilio is configured.
  const twilioClient = config.sms.twilio
    ? (createRequire(import.meta.url)('twilio') as typeof twilio)(
        config.sms.twilio.accountSid,
        config.sms.twilio.authToken,
        {
          ...(options.twilioHttpClient ? { httpClient: options.twilioHttpClient } : {}),
        },
      )
    : undefined;
  const simulator = twilioClient
    ? undefined
    : new SimulatorNetwork(db, queue, poster, config.publicUrl);

  const shared = {
    db,
    queue,
    dispatch,
    logger,
    publicUrl: config.publicUrl,
    fromNumber: config.sms.fromNumber,
    clock: options.clock ?? systemClock,
  };
  const sms = new SmsChannel({
    ...shared,
    provider: twilioClient
      ? createTwilioSmsProvider(
          twilioClient,
          config.sms.sender.kind === 'messaging-service'
            ? { messagingServiceSid: config.sms.sender.id }
            : { from: config.sms.sender.id },
        )
      : simulator!.smsProvider,
    // Texts carry their sender: the number, or the Messaging Service whose rate they share.
    fromNumber: config.sms.sender.id,
    messagesPerSecond: config.sms.messagesPerSecond,
    outboxTimes: options.smsOutboxTimes,
    supportAddress: config.email.supportAddress,
    phoneBook: options.phoneBook,
  });
  const voice = new VoiceChannel({
    ...shared,
    spanishVoice: config.sms.spanishVoice,
    // An unanswered request to place a call waits what an unanswered text does: a lease.
    unansweredWaitSeconds: options.smsOutboxTimes?.leaseSeconds,
    phoneBook: options.phoneBook,
    provider: twilioClient ? createTwilioVoiceProvider(twilioClient) : simulator!.voiceProvider,
  });
  const transport = config.email.smtpUrl
    ? createSmtpTransport(config.email.smtpUrl, new URL(config.publicUrl).hostname)
    : createLocalTransport();
  const email = new EmailChannel({
    db,
    queue,
    logger,
    transport,
    from: config.email.from,
    publicUrl: config.publicUrl,
    linkSecret: config.authSecret,
  });

  return {
    dispatch,
    sms,
    voice,
    email,
    simulator,
    webhookAuthToken: config.sms.twilio?.authToken ?? SIMULATOR_AUTH_TOKEN,
    jobs: [
      sms.sendJob(),
      voice.placeJob(),
      email.sendJob(),
      ...(simulator ? [simulator.deliverJob()] : []),
    ],
    connectApp: (appFetch) => poster.connect(appFetch),
    close: () => transport.close?.(),
  };
}
