import {
  MSG,
  type TemplateInput,
  normaliseTemplateName,
  templateRecipientType,
  templateVariables,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { UserRow } from '../../plugins/auth.ts';
import {
  deleteTemplate as deleteTemplateRow,
  findTemplateByName,
  insertTemplate,
  listTemplates as listTemplateRows,
  lockTemplate,
  updateTemplate as updateTemplateRow,
  type TemplateRow,
} from './templates.repository.ts';

/** A template as the API shows it; `metadata` always carries the variables and recipient type. */
export function toTemplateDto(row: TemplateRow) {
  const recipientType = templateRecipientType(row.type);
  const stored = row.metadata.variables;
  const variables =
    Array.isArray(stored) && stored.every((v) => typeof v === 'string')
      ? (stored as string[])
      : templateVariables(recipientType, row.titleTemplate, row.messageTemplate);
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    title_template: row.titleTemplate,
    message_template: row.messageTemplate,
    title_template_es: row.titleTemplateEs,
    message_template_es: row.messageTemplateEs,
    metadata: { variables, recipientType },
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
export type TemplateDto = ReturnType<typeof toTemplateDto>;

/**
 * The stored form of a template: the normalised name (refused when nothing of it is left), and
 * metadata derived from the type and texts: the recipient type of the specification's mapping, and
 * the default variables of that recipient type, every {word} of the texts and any variables given.
 */
function parseTemplate(input: TemplateInput) {
  const name = normaliseTemplateName(input.name);
  if (!/[a-z0-9]/.test(name)) {
    throw badRequest(MSG.templateNameInvalid, { name: MSG.templateNameInvalid });
  }
  const recipientType = templateRecipientType(input.type);
  const variables = [
    ...new Set([
      ...templateVariables(recipientType, input.title_template, input.message_template),
      ...(input.title_template_es && input.message_template_es
        ? templateVariables(recipientType, input.title_template_es, input.message_template_es)
        : []),
      ...(input.metadata?.variables ?? []),
    ]),
  ];
  return {
    name,
    type: input.type,
    titleTemplate: input.title_template,
    messageTemplate: input.message_template,
    titleTemplateEs: input.title_template_es,
    messageTemplateEs: input.message_template_es,
    metadata: { variables, recipientType },
  };
}
type TemplateValues = ReturnType<typeof parseTemplate>;

const nameTaken = () =>
  conflict(MSG.templateNameTaken, 'TEMPLATE_NAME_TAKEN', { name: MSG.templateNameTaken });

/** The name must be free (or the template's own); the unique index decides a race. */
async function assertNameFree(db: DbOrTx, name: string, ownId?: number) {
  const existing = await findTemplateByName(db, name);
  if (existing && existing.id !== ownId) throw nameTaken();
}

async function withNameConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

const auditView = (v: TemplateValues | TemplateRow) => ({
  name: v.name,
  type: v.type,
  title_template: v.titleTemplate,
  message_template: v.messageTemplate,
  title_template_es: v.titleTemplateEs,
  message_template_es: v.messageTemplateEs,
  metadata: v.metadata,
});

/** GET /notifications/admin/templates */
export async function listTemplates(ctx: AppContext) {
  const rows = await listTemplateRows(ctx.db);
  return { templates: rows.map(toTemplateDto) };
}

/** POST /notifications/admin/templates: 201, or 409 when the normalised name is taken. */
export async function createTemplate(
  ctx: AppContext,
  caller: UserRow,
  input: TemplateInput,
  ip?: string,
) {
  const values = parseTemplate(input);
  const row = await withNameConflict(() =>
    ctx.db.transaction(async (tx) => {
      await assertNameFree(tx, values.name);
      const created = await insertTemplate(tx, { ...values, createdBy: caller.id });
      await recordAudit(tx, {
        actor: caller,
        action: 'notification_template.create',
        targetType: 'notification_template',
        targetId: created.id,
        after: auditView(created),
        ip,
      });
      return created;
    }),
  );
  return { message: MSG.templateCreated, template: toTemplateDto(row) };
}

/**
 * PUT /notifications/admin/templates/{id}: the specification's update is a delete followed by a
 * create; the server offers it as one change in place, so the template keeps its id and the
 * notifications sent from it keep pointing at it.
 */
export async function updateTemplate(
  ctx: AppContext,
  caller: UserRow,
  id: number,
  input: TemplateInput,
  ip?: string,
) {
  const values = parseTemplate(input);
  const row = await withNameConflict(() =>
    ctx.db.transaction(async (tx) => {
      const before = await lockTemplate(tx, id);
      if (!before) throw notFound(MSG.templateNotFound);
      await assertNameFree(tx, values.name, id);
      const updated = (await updateTemplateRow(tx, id, values))!;
      await recordAudit(tx, {
        actor: caller,
        action: 'notification_template.update',
        targetType: 'notification_template',
        targetId: id,
        before: auditView(before),
        after: auditView(updated),
        ip,
      });
      return updated;
    }),
  );
  return { message: MSG.templateUpdated, template: toTemplateDto(row) };
}

/** DELETE /notifications/admin/templates/{id}: notifications sent from it keep their text. */
export async function deleteTemplate(ctx: AppContext, caller: UserRow, id: number, ip?: string) {
  await ctx.db.transaction(async (tx) => {
    const before = await lockTemplate(tx, id);
    if (!before) throw notFound(MSG.templateNotFound);
    await deleteTemplateRow(tx, id);
    await recordAudit(tx, {
      actor: caller,
      action: 'notification_template.delete',
      targetType: 'notification_template',
      targetId: id,
      before: auditView(before),
      ip,
    });
  });
  return { message: MSG.templateDeleted };
}
