import { and, asc, desc, eq, or, sql, type AnyColumn } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { preparedStatement, tableRowFromJson } from '../../db/prepared';
import { contentLibrary, messageCategories, messageTemplates } from '../../db/schema';
import { AppError } from '../../http/app-error';
import {
  libraryMessages,
  type contentSchema,
  type ContentDto,
  type TemplateDto,
  type templateSchema,
} from '@/shared/library';

type TemplateFields = z.output<typeof templateSchema>;
type ContentFields = z.output<typeof contentSchema>;

// Not found and not yours answer the same, so nobody can probe for other accounts' rows.
const notFound = (what: string) => new AppError('not_found', `No such ${what}.`);

const templateColumns = {
  id: messageTemplates.id,
  title: messageTemplates.title,
  messageContent: messageTemplates.messageContent,
  categoryId: messageTemplates.categoryId,
  variables: messageTemplates.variables,
  isFavorite: messageTemplates.isFavorite,
  language: messageTemplates.language,
  createdAt: messageTemplates.createdAt,
  updatedAt: messageTemplates.updatedAt,
  categoryName: messageCategories.name,
  categoryIcon: messageCategories.icon,
  categoryColor: messageCategories.color,
};

/** A written template's category, read in the write's own statement (one round trip a save). */
const categoryField = <Column extends AnyColumn>(column: Column) =>
  sql<
    Column['_']['data'] | null
  >`(select ${column} from ${messageCategories} where ${messageCategories.id} = ${messageTemplates.categoryId})`;
const writtenTemplateColumns = {
  ...templateColumns,
  categoryName: categoryField(messageCategories.name),
  categoryIcon: categoryField(messageCategories.icon),
  categoryColor: categoryField(messageCategories.color),
};

/**
 * A template's save (PUT /api/templates/:id), the library's most frequent write: one prepared
 * statement that writes the owner's own active template and returns it with its category. Built
 * by Drizzle on every save, its SQL tree walk was about a tenth of the save's CPU, and
 * PostgreSQL parsed and planned it each time (bench:http).
 */
const updateTemplateStatement = preparedStatement<
  { template: unknown; category: { name: string; icon: string; color: string } | null },
  {
    userId: string;
    templateId: string;
    title: string;
    messageContent: string;
    categoryId: string | null;
    variables: string;
    language: string;
    updatedAt: string;
  }
>(
  'library-update-template',
  () => sql`
    update ${messageTemplates} t
       set title = ${sql.placeholder('title')},
           message_content = ${sql.placeholder('messageContent')},
           category_id = ${sql.placeholder('categoryId')}::uuid,
           variables = ${sql.placeholder('variables')}::jsonb,
           language = ${sql.placeholder('language')},
           updated_at = ${sql.placeholder('updatedAt')}::timestamptz
     where t.id = ${sql.placeholder('templateId')}::uuid
       and t.user_id = ${sql.placeholder('userId')}
       and t.active
    returning to_json(t) as template,
      (select json_build_object('name', c.name, 'icon', c.icon, 'color', c.color)
         from ${messageCategories} c where c.id = t.category_id) as category`,
);

type TemplateRow = {
  [Key in keyof typeof templateColumns]: (typeof templateColumns)[Key]['_']['data'] | null;
};

const templateOf = (row: TemplateRow): TemplateDto => ({
  id: row.id!,
  title: row.title!,
  messageContent: row.messageContent!,
  categoryId: row.categoryId,
  category:
    row.categoryId && row.categoryName
      ? {
          id: row.categoryId,
          name: row.categoryName,
          icon: row.categoryIcon!,
          color: row.categoryColor!,
        }
      : null,
  variables: row.variables ?? {},
  isFavorite: row.isFavorite!,
  language: row.language!,
  createdAt: row.createdAt!.toISOString(),
  updatedAt: row.updatedAt!.toISOString(),
});

const contentOf = (row: typeof contentLibrary.$inferSelect): ContentDto => ({
  id: row.id,
  contentType: row.contentType,
  title: row.title,
  content: row.content,
  frequency: row.frequency,
  tags: row.tags,
  season: row.season,
  mood: row.mood,
  language: row.language,
  isSystemContent: row.isSystemContent,
  usageCount: row.usageCount,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The owner's message templates and content library; every row is scoped to the owner. */
export function createLibraryService(db: Database) {
  const templatesWhere = (userId: string, templateId?: string) =>
    and(
      eq(messageTemplates.userId, userId),
      eq(messageTemplates.active, true),
      templateId ? eq(messageTemplates.id, templateId) : undefined,
    );

  const readTemplates = (userId: string) =>
    db
      .select(templateColumns)
      .from(messageTemplates)
      .leftJoin(messageCategories, eq(messageCategories.id, messageTemplates.categoryId))
      .where(templatesWhere(userId))
      .orderBy(desc(messageTemplates.createdAt), desc(messageTemplates.id));

  /** A template may name only a seeded, active category. */
  const checkCategory = async (categoryId: string | null) => {
    if (!categoryId) return;
    const [category] = await db
      .select({ id: messageCategories.id })
      .from(messageCategories)
      .where(and(eq(messageCategories.id, categoryId), eq(messageCategories.active, true)));
    if (!category) throw new AppError('validation_failed', libraryMessages.category);
  };

  /** Own items are the owner's to change; system items answer 403, anyone else's 404. */
  const ownContentOrThrow = async (userId: string, contentId: string) => {
    const [row] = await db
      .select({ userId: contentLibrary.userId, isSystemContent: contentLibrary.isSystemContent })
      .from(contentLibrary)
      .where(eq(contentLibrary.id, contentId));
    if (row?.isSystemContent) throw new AppError('forbidden', libraryMessages.systemContent);
    if (!row || row.userId !== userId) throw notFound('content');
  };

  const ownContentWhere = (userId: string, contentId: string) =>
    and(
      eq(contentLibrary.id, contentId),
      eq(contentLibrary.userId, userId),
      eq(contentLibrary.isSystemContent, false),
    );

  return {
    /** The seeded categories, by name. */
    listCategories() {
      return db
        .select({
          id: messageCategories.id,
          name: messageCategories.name,
          icon: messageCategories.icon,
          color: messageCategories.color,
        })
        .from(messageCategories)
        .where(eq(messageCategories.active, true))
        .orderBy(asc(messageCategories.name));
    },

    /** Active templates, newest first. */
    async listTemplates(userId: string) {
      return (await readTemplates(userId)).map(templateOf);
    },

    async createTemplate(userId: string, input: TemplateFields) {
      await checkCategory(input.categoryId);
      const [created] = await db
        .insert(messageTemplates)
        .values({ userId, ...input })
        .returning(writtenTemplateColumns);
      return templateOf(created!);
    },

    async updateTemplate(userId: string, templateId: string, input: TemplateFields) {
      const { title, messageContent, categoryId, variables, language, ...unwritten } = input;
      // A field the schema gains must be written by the statement too: this stops the build.
      const nothingLeft: Record<string, never> = unwritten;
      void nothingLeft;
      await checkCategory(categoryId);
      const [updated] = await updateTemplateStatement(db, {
        userId,
        templateId,
        title,
        messageContent,
        categoryId,
        variables: JSON.stringify(variables),
        language,
        updatedAt: new Date().toISOString(),
      });
      if (!updated) throw notFound('template');
      const template = tableRowFromJson(messageTemplates, updated.template);
      return templateOf({
        ...template,
        categoryName: updated.category?.name ?? null,
        categoryIcon: updated.category?.icon ?? null,
        categoryColor: updated.category?.color ?? null,
      });
    },

    async setFavourite(userId: string, templateId: string, isFavorite: boolean) {
      const [updated] = await db
        .update(messageTemplates)
        .set({ isFavorite, updatedAt: new Date() })
        .where(templatesWhere(userId, templateId))
        .returning(writtenTemplateColumns);
      if (!updated) throw notFound('template');
      return templateOf(updated);
    },

    /** Soft delete: the row stays (history, data export) but leaves the list and the engine. */
    async removeTemplate(userId: string, templateId: string) {
      const [removed] = await db
        .update(messageTemplates)
        .set({ active: false, isFavorite: false, updatedAt: new Date() })
        .where(templatesWhere(userId, templateId))
        .returning({ id: messageTemplates.id });
      if (!removed) throw notFound('template');
    },

    /** The owner's own items and the system items, newest first. */
    async listContent(userId: string) {
      const rows = await db
        .select()
        .from(contentLibrary)
        .where(
          and(
            eq(contentLibrary.active, true),
            or(eq(contentLibrary.userId, userId), eq(contentLibrary.isSystemContent, true)),
          ),
        )
        .orderBy(desc(contentLibrary.createdAt), asc(contentLibrary.title));
      return rows.map(contentOf);
    },

    async createContent(userId: string, input: ContentFields) {
      const [created] = await db
        .insert(contentLibrary)
        .values({ userId, ...input, active: true, isSystemContent: false })
        .returning();
      return contentOf(created!);
    },

    async updateContent(userId: string, contentId: string, input: ContentFields) {
      await ownContentOrThrow(userId, contentId);
      const [updated] = await db
        .update(contentLibrary)
        .set({ ...input, active: true, updatedAt: new Date() })
        .where(ownContentWhere(userId, contentId))
        .returning();
      if (!updated) throw notFound('content');
      return contentOf(updated);
    },

    async removeContent(userId: string, contentId: string) {
      await ownContentOrThrow(userId, contentId);
      const [removed] = await db
        .delete(contentLibrary)
        .where(ownContentWhere(userId, contentId))
        .returning({ id: contentLibrary.id });
      if (!removed) throw notFound('content');
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;

// What the check-in engine reads of the library: favourite templates and fun facts.
export { favouriteTemplatesFor, favouritesKey, funFactKey, takeFunFacts } from './engine-content';
