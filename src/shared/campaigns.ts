import { z } from './zod';
import { isoInstant } from './api-response';
import { templateProblem } from './template-grammar';
import { dailyVariables } from './template-variables';
import { isSingleLine, singleLineMessage } from './text';

/** Campaigns: one check-in opening per day from a start date. Limits and the spec's messages. */
export const CAMPAIGN_MAX_DAYS = 60;
export const CAMPAIGN_LINE_MAX = 500;
/** A campaign may start from today to this many days ahead, in the owner's local date. */
export const CAMPAIGN_START_WINDOW_DAYS = 30;
/** A scheduled message is locked this long before it is sent. */
export const EDIT_LOCK_MINUTES = 15;
/** Every third day (3, 6, 9…) the check-in carries a fun fact from the content library. */
export const FUN_FACT_EVERY = 3;
export const campaignLengthChoices = [7, 14, 21] as const;

export const campaignMessages = {
  required: 'Please fill in all required fields',
  noMessages: 'Please provide at least one message',
  createFailed: 'Failed to create campaign. Please try again.',
  tooManyDays: `A campaign can have at most ${CAMPAIGN_MAX_DAYS} days.`,
  lineTooLong: `Each day's message can be at most ${CAMPAIGN_LINE_MAX} characters.`,
  startDateWindow: `The start date must be between today and ${CAMPAIGN_START_WINDOW_DAYS} days from today.`,
  deleteWarning: (name: string) =>
    `Are you sure you want to delete "${name}"? This will remove all scheduled messages. Messages already sent stay in your history.`,
  contentRequired: 'Please enter the message',
  sent: 'This message has already been sent and can no longer be edited.',
  locked: `This message is sent in less than ${EDIT_LOCK_MINUTES} minutes and can no longer be edited.`,
} as const;

export const funFactDay = (day: number) => day % FUN_FACT_EVERY === 0;

// Each line is one text message: control characters (a pasted tab or NUL) become spaces, so a
// stray one can neither break the SMS nor be refused by the database.
const cleanLine = (line: string) =>
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  line.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

/**
 * A day's line opens that day's check-in text, filled like a template (docs/product.md §2.1) with
 * the day's own values only: {parent_name}, {date} and {time}. The same grammar as templates.
 */
const campaignLineProblem = (line: string) => templateProblem(line, dailyVariables);

/** The day lines as typed; blank ones are dropped, so the rest become days 1, 2, 3… */
export const campaignLinesSchema = z
  .array(z.string({ error: campaignMessages.required }), { error: campaignMessages.required })
  .min(1, campaignMessages.required)
  .transform((lines) => lines.map(cleanLine).filter((line) => line.length > 0))
  .pipe(
    z
      .array(z.string().max(CAMPAIGN_LINE_MAX, campaignMessages.lineTooLong))
      .min(1, campaignMessages.noMessages)
      .max(CAMPAIGN_MAX_DAYS, campaignMessages.tooManyDays)
      .superRefine((lines, context) => {
        for (const [index, line] of lines.entries()) {
          const problem = campaignLineProblem(line);
          if (problem)
            context.addIssue({ code: 'custom', message: `Day ${index + 1}: ${problem}` });
        }
      }),
  );

const dateShape = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

export const createCampaignSchema = z.object({
  name: z
    .string({ error: campaignMessages.required })
    .trim()
    .min(1, campaignMessages.required)
    .max(100, 'The name can be at most 100 characters.')
    .refine(isSingleLine, singleLineMessage),
  description: z
    .string()
    .trim()
    .max(500, 'The description can be at most 500 characters.')
    .optional()
    .default(''),
  startDate: z
    .string({ error: campaignMessages.required })
    .min(1, campaignMessages.required)
    .regex(dateShape, 'Please choose a valid start date')
    .refine(isCalendarDate, 'Please choose a valid start date'),
  messages: campaignLinesSchema,
});

export const campaignActiveSchema = z.object({
  active: z.boolean({ error: 'Say whether the campaign is active.' }),
});

export const scheduledMessageEditSchema = z.object({
  content: z
    .string({ error: campaignMessages.contentRequired })
    .transform(cleanLine)
    .pipe(
      z
        .string()
        .min(1, campaignMessages.contentRequired)
        .max(CAMPAIGN_LINE_MAX, campaignMessages.lineTooLong)
        .superRefine((line, context) => {
          const problem = campaignLineProblem(line);
          if (problem) context.addIssue({ code: 'custom', message: problem });
        }),
    ),
});

export type CreateCampaignInput = z.input<typeof createCampaignSchema>;

export const campaignDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  active: z.boolean(),
  createdAt: isoInstant,
  messageCount: z.number(),
  sentCount: z.number(),
});
export type CampaignDto = z.infer<typeof campaignDtoSchema>;

/** POST /api/campaigns and PATCH /api/campaigns/:id */
export const campaignResponse = z.object({ campaign: campaignDtoSchema });

/** scheduled: editable; locked: sent within 15 minutes (or its time passed); sent: history. */
export const scheduledMessageStatuses = ['scheduled', 'locked', 'sent'] as const;
export type ScheduledMessageStatus = (typeof scheduledMessageStatuses)[number];

export const scheduledMessageDtoSchema = z.object({
  id: z.string(),
  day: z.number(),
  sendDate: z.string(),
  content: z.string(),
  includeFunFact: z.boolean(),
  status: z.enum(scheduledMessageStatuses),
  /** The earliest parent's send time; null when no parent has check-ins on. */
  sendsAt: isoInstant.nullable(),
  sentAt: isoInstant.nullable(),
});
export type ScheduledMessageDto = z.infer<typeof scheduledMessageDtoSchema>;

/** PUT /api/scheduled-messages/:id */
export const scheduledMessageResponse = z.object({ message: scheduledMessageDtoSchema });

/** GET /api/campaigns */
export const campaignListSchema = z.object({
  campaigns: z.array(campaignDtoSchema),
  /** The owner's local date and the last allowed start date, for the form's date picker. */
  today: z.string(),
  latestStart: z.string(),
});
export type CampaignListDto = z.infer<typeof campaignListSchema>;

/** GET /api/campaigns/:id */
export const campaignDetailSchema = z.object({
  campaign: campaignDtoSchema,
  messages: z.array(scheduledMessageDtoSchema),
});
export type CampaignDetailDto = z.infer<typeof campaignDetailSchema>;

/** YYYY-MM-DD plus a number of days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}
