/** Engagement letters' rules and transactions (issue 34): templates, previews, letters. */
import type { Static } from 'typebox';
import { mapViolations } from '../../db/errors.js';
import { changedFields } from '../../shared/audit/changes.js';
import { recordAudit } from '../../shared/audit/record.js';
import { nowIso, type ServiceContext } from '../../shared/context.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import type { Locale } from '../../shared/i18n/locales.js';
import type { Page } from '../../shared/paging.js';
import { letterFields, letterHtml, letterLanguage } from './lib/letter.js';
import { mergeTemplate, SAMPLE_FIELDS, TemplateError } from './lib/merge.js';
import * as repo from './repository.js';
import type { TemplateInput, TemplateRecord } from './repository.js';
import type { CreateTemplateRequest, PreviewRequest, UpdateTemplateRequest } from './schemas.js';

const TEMPLATE = 'engagement_letter_template';

/** The stored fields of a request, after the rules: at least one body, and every body renders. */
function templateInput(body: Static<typeof CreateTemplateRequest>): TemplateInput {
  const bodies = { en: body.bodies.en ?? null, ko: body.bodies.ko ?? null };
  if (bodies.en === null && bodies.ko === null) throw ValidationError.field('bodies', 'needs a body in at least one language', 'invalid_template');
  const errors: Record<string, string[]> = {};
  for (const [language, text] of Object.entries(bodies)) {
    if (text === null) continue;
    try {
      mergeTemplate(text, SAMPLE_FIELDS);
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error;
      errors[`bodies.${language}`] = [error.message];
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, 'A template body cannot be rendered.', 'invalid_template');
  return { name: body.name, bodies };
}

function nameTaken(ctx: ServiceContext, input: TemplateInput) {
  return async () =>
    new ConflictError(`A template named ${input.name} exists.`, 'name_taken', {
      existingTemplateId: await repo.templateIdWithName(ctx.db, input.name),
      errors: { name: ['is already used by another template'] },
    });
}

export async function createTemplate(ctx: ServiceContext, body: Static<typeof CreateTemplateRequest>): Promise<TemplateRecord> {
  const input = templateInput(body);
  const now = nowIso(ctx);
  return mapViolations(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        const id = await repo.insertTemplate(trx, input, now);
        const template = (await repo.findTemplate(trx, id))!;
        await recordAudit(trx, ctx.actor, { at: now, operation: `${TEMPLATE}.create`, recordType: TEMPLATE, recordId: id, changes: changedFields(null, flat(template)) });
        return template;
      }),
    { unique: nameTaken(ctx, input) },
  );
}

export async function updateTemplate(ctx: ServiceContext, id: number, body: Static<typeof UpdateTemplateRequest>): Promise<TemplateRecord> {
  const input = templateInput(body);
  const now = nowIso(ctx);
  return mapViolations(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        const before = await repo.findTemplate(trx, id);
        if (!before) throw new NotFoundError('Template', id);
        await repo.updateTemplate(trx, id, input, now);
        const after = (await repo.findTemplate(trx, id))!;
        await recordAudit(trx, ctx.actor, { at: now, operation: `${TEMPLATE}.update`, recordType: TEMPLATE, recordId: id, changes: changedFields(flat(before), flat(after)) });
        return after;
      }),
    { unique: nameTaken(ctx, input) },
  );
}

export async function deleteTemplate(ctx: ServiceContext, id: number): Promise<void> {
  const now = nowIso(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.findTemplate(trx, id);
    if (!before || !(await repo.deleteTemplate(trx, id))) throw new NotFoundError('Template', id);
    await recordAudit(trx, ctx.actor, { at: now, operation: `${TEMPLATE}.delete`, recordType: TEMPLATE, recordId: id, changes: changedFields(flat(before), null) });
  });
}

export async function getTemplate(ctx: ServiceContext, id: number): Promise<TemplateRecord> {
  const template = await repo.findTemplate(ctx.db, id);
  if (!template) throw new NotFoundError('Template', id);
  return template;
}

export async function listTemplates(ctx: ServiceContext, filter: Parameters<typeof repo.listTemplatePage>[2]): Promise<Page<TemplateRecord>> {
  return repo.listTemplatePage(ctx.db, ctx.dialect, filter);
}

/**
 * A template rendered for a contract, in the language asked for (else the client's, else the
 * firm's): what the letter would say if it were sent now. It reads the client's details, so it
 * is audited on the contract (engagement_letter_template.preview), like every other read of a
 * client's affairs that leaves the firm's screens.
 */
export async function previewTemplate(ctx: ServiceContext, id: number, body: Static<typeof PreviewRequest>) {
  const template = await getTemplate(ctx, id);
  const source = await repo.findLetterSource(ctx.db, body.contractId);
  if (!source) throw ValidationError.field('contractId', 'names no contract (or a deleted one)', 'contract_not_found');
  const wanted: Locale = body.language ?? source.clientLocale ?? ctx.config.defaultLocale;
  const { language, text } = letterLanguage(template, wanted, ctx.config.defaultLocale);
  const fields = await letterFields(ctx, source, language);
  const markdown = mergeTemplate(text, fields);
  await recordAudit(ctx.db, ctx.actor, {
    at: nowIso(ctx),
    operation: `${TEMPLATE}.preview`,
    recordType: 'contract',
    recordId: source.contractId,
    changes: { templateId: { before: null, after: id } },
  });
  return { templateId: id, contractId: source.contractId, language, markdown, html: letterHtml(markdown) };
}

/** A template as audited fields (one per language's body). */
function flat(template: TemplateRecord) {
  return { name: template.name, bodyEn: template.bodies.en, bodyKo: template.bodies.ko };
}
