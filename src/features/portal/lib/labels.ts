/**
 * The firm's words for what the portal shows (issue 32 item 3), in the client's language: tax
 * types and services by the firm's common codes (their label in the language, else their name,
 * else the code itself), statuses and fee types by the server's catalogs (locales/<lang>/common.json).
 * The portal app shows these labels and keeps the codes for its own logic (a badge's colour).
 */
import { hasMessage, t, type Locale } from '../../../shared/i18n/index.js';
import type { PortalContext } from '../../../shared/portal/context.js';
import { listCodeLabels } from '../repository.js';

export interface PortalLabels {
  taxType: (code: string) => string;
  serviceType: (code: string | null) => string | null;
  filingStatus: (status: string) => string;
  contractStatus: (status: string) => string;
  feeType: (feeType: string) => string;
}

function catalogLabel(locale: Locale, list: string, value: string): string {
  const key = `common.label.${list}.${value}`;
  return hasMessage(key) ? t(locale, key) : value;
}

export async function labelsFor(ctx: PortalContext): Promise<PortalLabels> {
  const codes = await listCodeLabels(ctx.db, ['tax_type', 'service_type']);
  const locale: Locale = ctx.locale ?? ctx.config.defaultLocale;
  const words = new Map(codes.map((code) => [`${code.group}:${code.value}`, code.labels[locale] ?? code.name]));
  return {
    taxType: (code) => words.get(`tax_type:${code}`) ?? code,
    serviceType: (code) => (code === null ? null : (words.get(`service_type:${code}`) ?? code)),
    filingStatus: (status) => catalogLabel(locale, 'filingStatus', status),
    contractStatus: (status) => catalogLabel(locale, 'contractStatus', status),
    feeType: (feeType) => catalogLabel(locale, 'feeType', feeType),
  };
}
