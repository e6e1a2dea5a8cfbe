import { z } from './zod';
import { isoInstant } from './api-response';
import { languages } from './languages';
import { templateProblem } from './template-grammar';
import { ownVariables, usesVariable } from './template-variables';
import { isSingleLine, singleLineMessage } from './text';

/** The message templates' and content library's rules, with the specification's messages. */
export const libraryMessages = {
  templateTitle: 'Title is required',
  templateTitleTooLong: 'Keep the title to 100 characters or fewer',
  templateContent: 'Message content is required',
  templateContentTooLong: 'Keep the message to 1000 characters or fewer',
  category: 'Please choose a category',
  variableTooLong: 'Keep each value to 100 characters or fewer',
  medicationName: 'Please enter the medication name',
  saveTemplate: 'Failed to save template. Please try again.',
  deleteTemplate: 'Failed to delete template. Please try again.',
  confirmDeleteTemplate: 'Are you sure you want to delete this template?',
  contentType: 'Content type is required',
  contentTitle: 'Title is required',
  contentTitleTooLong: 'Keep the title to 100 characters or fewer',
  contentBody: 'Content is required',
  contentBodyTooLong: 'Keep the content to 1000 characters or fewer',
  tagTooLong: 'Keep each tag to 30 characters or fewer',
  tooManyTags: 'Use at most 10 tags',
  saveContent: 'Failed to save content. Please try again.',
  deleteContent: 'Failed to delete content. Please try again.',
  confirmDeleteContent: 'Are you sure you want to delete this content? This cannot be undone.',
  systemContent: 'System content cannot be edited or deleted.',
  language: 'Please choose English or Spanish',
} as const;

// A template is a text message: 1000 characters is about six SMS segments, plenty for a
// check-in and short enough that a parent reads all of it.
export const TEMPLATE_TITLE_MAX = 100;
export const TEMPLATE_CONTENT_MAX = 1000;
export const CONTENT_TITLE_MAX = 100;
export const CONTENT_BODY_MAX = 1000;
export const TAG_MAX = 30;
export const TAGS_MAX = 10;

export const contentTypes = ['fun_fact', 'greeting', 'check_in_question', 'follow_up'] as const;
export const contentFrequencies = ['daily', 'weekly', 'monthly', 'seasonal'] as const;
export const contentSeasons = ['any', 'spring', 'summer', 'fall', 'winter'] as const;
export const contentMoods = ['caring', 'cheerful', 'professional'] as const;
export type ContentType = (typeof contentTypes)[number];
export type ContentFrequency = (typeof contentFrequencies)[number];
export type ContentSeason = (typeof contentSeasons)[number];
export type ContentMood = (typeof contentMoods)[number];

export const contentTypeLabels: Record<ContentType, string> = {
  fun_fact: 'Fun fact',
  greeting: 'Greeting',
  check_in_question: 'Check-in question',
  follow_up: 'Follow-up',
};

export const idParamSchema = z.object({ id: z.uuid('No such record.') });

/** Only the template's own values (see template-variables); blank values are dropped. */
const templateVariablesSchema = z
  .partialRecord(
    z.enum(ownVariables),
    z
      .string()
      .trim()
      .max(100, libraryMessages.variableTooLong)
      .refine(isSingleLine, singleLineMessage),
  )
  .default({})
  .transform((values) => Object.fromEntries(Object.entries(values).filter(([, value]) => value)));

export const templateSchema = z
  .object({
    title: z
      .string(libraryMessages.templateTitle)
      .trim()
      .min(1, libraryMessages.templateTitle)
      .max(TEMPLATE_TITLE_MAX, libraryMessages.templateTitleTooLong)
      .refine(isSingleLine, singleLineMessage),
    messageContent: z
      .string(libraryMessages.templateContent)
      .trim()
      .min(1, libraryMessages.templateContent)
      .max(TEMPLATE_CONTENT_MAX, libraryMessages.templateContentTooLong)
      // One grammar for the form, the server and the preview (template-grammar.ts).
      .superRefine((content, context) => {
        const problem = templateProblem(content);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    categoryId: z.uuid(libraryMessages.category).nullable().default(null),
    variables: templateVariablesSchema,
    /** The language it is written in: it opens the texts of the parents who read that one. */
    language: z.enum(languages, libraryMessages.language).default('en'),
  })
  // A parent must never be texted "Time for your ." because the value was left blank.
  .refine(
    (template) =>
      !usesVariable(template.messageContent, 'medication_name') ||
      Boolean(template.variables.medication_name),
    { message: libraryMessages.medicationName, path: ['variables', 'medication_name'] },
  );
export type TemplateInput = z.input<typeof templateSchema>;

export const favouriteSchema = z.object({ isFavorite: z.boolean() });

export const contentSchema = z.object({
  contentType: z.enum(contentTypes, libraryMessages.contentType),
  title: z
    .string(libraryMessages.contentTitle)
    .trim()
    .min(1, libraryMessages.contentTitle)
    .max(CONTENT_TITLE_MAX, libraryMessages.contentTitleTooLong)
    .refine(isSingleLine, singleLineMessage),
  content: z
    .string(libraryMessages.contentBody)
    .trim()
    .min(1, libraryMessages.contentBody)
    .max(CONTENT_BODY_MAX, libraryMessages.contentBodyTooLong)
    // A fun fact is added to the text as it is: braces in it would reach the parent as typed.
    .superRefine((content, context) => {
      const problem = templateProblem(content, []);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  frequency: z.enum(contentFrequencies).default('daily'),
  tags: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .max(TAG_MAX, libraryMessages.tagTooLong)
        .refine(isSingleLine, singleLineMessage),
    )
    .default([])
    .transform((tags) => [...new Set(tags.filter(Boolean))])
    .refine((tags) => tags.length <= TAGS_MAX, libraryMessages.tooManyTags),
  season: z.enum(contentSeasons).default('any'),
  mood: z.enum(contentMoods).default('caring'),
  /** A fun fact goes only to parents who read its language. */
  language: z.enum(languages, libraryMessages.language).default('en'),
});
export type ContentInput = z.input<typeof contentSchema>;

export const categoryDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A lucide icon name. */
  icon: z.string(),
  /** amber, rose, sky, violet or emerald. */
  color: z.string(),
});
export type CategoryDto = z.infer<typeof categoryDtoSchema>;

export const categoryListResponse = z.object({ categories: z.array(categoryDtoSchema) });

export const templateDtoSchema = z.object({
  id: z.string(),
  title: z.string(),
  messageContent: z.string(),
  categoryId: z.string().nullable(),
  category: categoryDtoSchema.nullable(),
  variables: z.record(z.string(), z.string()),
  isFavorite: z.boolean(),
  language: z.enum(languages),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type TemplateDto = z.infer<typeof templateDtoSchema>;

export const templateListResponse = z.object({ templates: z.array(templateDtoSchema) });
export const templateResponse = z.object({ template: templateDtoSchema });

export const contentDtoSchema = z.object({
  id: z.string(),
  contentType: z.enum(contentTypes),
  title: z.string(),
  content: z.string(),
  frequency: z.enum(contentFrequencies),
  tags: z.array(z.string()),
  season: z.enum(contentSeasons),
  mood: z.enum(contentMoods),
  language: z.enum(languages),
  isSystemContent: z.boolean(),
  usageCount: z.number(),
  lastUsedAt: isoInstant.nullable(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type ContentDto = z.infer<typeof contentDtoSchema>;

export const contentListResponse = z.object({ content: z.array(contentDtoSchema) });
export const contentResponse = z.object({ item: contentDtoSchema });
