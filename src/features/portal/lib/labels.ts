/**
 * The firm's words for what the portal shows (issue 32 item 3), in the client's language: tax
 * types and services by the firm's common codes (their label in the language, else their name,
 * else the code itself), statuses and fee types by the server's catalogs (locales/<lang>/common.json).
 * The portal app shows these labels and keeps the codes for its own logic (a badge's colour).
 */
import { hasMessage, t, type Locale } from '../../../shared/i18n/index.js';
import type { PortalContext } from '../../../shared/portal/context.js';
import { listCodeLabels, type CodeLabel } from '../repository.js';

export interface PortalLabels {
  taxType: (code: string) => string;
  serviceType: (code: string | null) => string | null;
  filingStatus: (status: string) => string;
  contractStatus: (status: string) => string;
  feeType: (feeType: string) => string;
}

const CODE_GROUPS = ['tax_type', 'service_type'] as const;

/**
 * The client's labels, built once per content version and language (ctx.versionedReads): the
 * common codes' writes bump the version, so a label the firm changes shows on the next request.
 * The catalogs' labels are memoized beside them (a list names the same few statuses on every row).
 */
export function labelsFor(ctx: PortalContext): Promise<PortalLabels> {
  const locale: Locale = ctx.locale ?? ctx.config.defaultLocale;
  return ctx.versionedReads.get(`portal.labels.${locale}`, async () => labelsIn(locale, await listCodeLabels(ctx.db, CODE_GROUPS)));
}

function labelsIn(locale: Locale, codes: CodeLabel[]): PortalLabels {
  const words = new Map(codes.map((code) => [`${code.group}:${code.value}`, code.labels[locale] ?? code.name]));
  const filingStatus = catalogLabels(locale, 'filingStatus');
  const contractStatus = catalogLabels(locale, 'contractStatus');
  const feeType = catalogLabels(locale, 'feeType');
  return {
    taxType: (code) => words.get(`tax_type:${code}`) ?? code,
    serviceType: (code) => (code === null ? null : (words.get(`service_type:${code}`) ?? code)),
    filingStatus,
    contractStatus,
    feeType,
  };
}

/** A list's labels from the server's catalog (the value itself where it has none), each looked up once. */
function catalogLabels(locale: Locale, list: string): (value: string) => string {
  const known = new Map<string, string>();
  return (value) => {
    let label = known.get(value);
    if (label === undefined) {
      const key = `common.label.${list}.${value}`;
      label = hasMessage(key) ? t(locale, key) : value;
      known.set(value, label);
    }
    return label;
  };
}
