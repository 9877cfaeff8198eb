/**
 * Merging a template's Markdown with a client's, a contract's and the firm's fields (issue 34.1):
 * LiquidJS, the engine the website's themes use, with every {{ }} escaped for Markdown, so a
 * client named "*Acme* [click](http://x)" is printed as typed and cannot add formatting, links or
 * paragraphs to a letter. Templates are admins' text, yet still run closed: no file system (no
 * include/render/layout), own properties only, unknown variables and filters are errors, and
 * parse/render/memory limits bound what a template may cost.
 */
import { Liquid, type FS } from 'liquidjs';

/** A template is closed: it can read no file, so include/render/layout find nothing. */
const NO_FILES: FS = {
  exists: () => Promise.resolve(false),
  existsSync: () => false,
  readFile: (file: string) => Promise.reject(new Error(`no files: ${file}`)),
  readFileSync: (file: string) => {
    throw new Error(`no files: ${file}`);
  },
  resolve: (_root: string, file: string) => file,
  contains: () => Promise.resolve(false),
  containsSync: () => false,
  sep: '/',
};

/**
 * A value as literal Markdown text: every character Markdown gives a meaning is backslash-escaped
 * (CommonMark's escapable punctuation, and the colon and at sign that start GFM autolinks), and line breaks become spaces so a value stays within its
 * paragraph.
 */
export function escapeMarkdown(value: unknown): string {
  const text = typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);
  return text.replace(/\r\n|[\r\n\u2028\u2029]/g, ' ').replace(/[\\`*_{}[\]()#+\-.!|<>~&:@]/g, (char) => `\\${char}`);
}

const engine = new Liquid({
  fs: NO_FILES,
  root: [],
  relativeReference: false,
  outputEscape: escapeMarkdown,
  strictFilters: true,
  strictVariables: true,
  ownPropertyOnly: true,
  cache: false,
  // Bounds for an admin's typo as much as for malice: 64 k characters parsed, 200 ms of rendering,
  // 10 M units of memory (strings and arrays built by filters).
  parseLimit: 64_000,
  renderLimit: 200,
  memoryLimit: 10_000_000,
});

/** What a template can name: {{client.name}}, {{contract.fee}}, {{firm.name}}, {{letter.date}}. */
export interface MergeFields {
  client: { name: string; email: string; phone: string; address: string; businessNumber: string };
  contract: {
    title: string;
    number: string;
    serviceType: string;
    feeType: string;
    fee: string;
    startDate: string;
    endDate: string;
  };
  firm: { name: string; email: string; phone: string; address: string; website: string };
  letter: { date: string };
}

/** The fields every template is checked against when it is saved (every field a non-empty value). */
export const SAMPLE_FIELDS: MergeFields = {
  client: { name: 'Client', email: 'client@example.com', phone: '010-0000-0000', address: 'Address', businessNumber: '000-00-00000' },
  contract: { title: 'Title', number: 'C-1', serviceType: 'Service', feeType: 'Fixed fee', fee: '1,000', startDate: '2027-01-01', endDate: '2027-12-31' },
  firm: { name: 'Firm', email: 'firm@example.com', phone: '02-000-0000', address: 'Address', website: 'https://example.com' },
  letter: { date: '2027-01-01' },
};

/** A template that does not parse or render: the engine's message, first line, for the field error. */
export class TemplateError extends Error {}

/** The Markdown of `body` with `fields` merged in; throws TemplateError for a template that cannot render. */
export function mergeTemplate(body: string, fields: MergeFields): string {
  try {
    return engine.parseAndRenderSync(body, fields) as string;
  } catch (error) {
    const message = (error as Error).message.split('\n')[0] ?? 'cannot be rendered';
    throw new TemplateError(message.slice(0, 300), { cause: error });
  }
}
