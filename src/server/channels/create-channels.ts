import twilio from 'twilio';
import { systemClock, type Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { JobDefinition } from '../jobs/job-definition';
import type { JobQueue } from '../jobs/job-queue';
import type { Logger } from '../logger';
import { ChannelDispatch } from './dispatch';
import { EmailChannel } from './email/email-channel';
import { createLocalTransport } from './email/local-transport';
import { createSmtpTransport } from './email/smtp-transport';
import { SimulatorNetwork } from './simulator/simulator-network';
import { SIMULATOR_AUTH_TOKEN, WebhookPoster, type AppFetch } from './simulator/webhook-poster';
import { SmsChannel } from './sms/sms-channel';
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

  const twilioClient = config.sms.twilio
    ? twilio(config.sms.twilio.accountSid, config.sms.twilio.authToken, {
        ...(options.twilioHttpClient ? { httpClient: options.twilioHttpClient } : {}),
      })
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
    provider: twilioClient ? createTwilioSmsProvider(twilioClient) : simulator!.smsProvider,
    messagesPerSecond: config.sms.messagesPerSecond,
    supportAddress: config.email.supportAddress,
  });
  const voice = new VoiceChannel({
    ...shared,
    provider: twilioClient ? createTwilioVoiceProvider(twilioClient) : simulator!.voiceProvider,
  });
  const transport = config.email.smtpUrl
    ? createSmtpTransport(config.email.smtpUrl, new URL(config.publicUrl).hostname)
    : createLocalTransport();
  const email = new EmailChannel({ db, queue, logger, transport, from: config.email.from });

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
