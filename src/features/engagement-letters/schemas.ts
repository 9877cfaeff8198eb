import { Type } from 'typebox';
import { LOCALES } from '../../shared/i18n/locales.js';
import { Id, Instant, MultiLine, Nullable, PageQueryFields, Paginated, ReadOnlyFields, SingleLine, Strict } from '../../shared/http/schemas.js';

export const TAG = 'Engagement letters';

export const Language = Type.Enum([...LOCALES], { description: 'A supported language: en | ko.' });

export const TEMPLATE_BODY_MAX = 50_000;

const Body = MultiLine({
  minLength: 1,
  maxLength: TEMPLATE_BODY_MAX,
  description: 'Markdown with Liquid merge fields ({{client.name}}, {{contract.fee}}, {{firm.name}}, {{letter.date}}; docs/engagements.md lists them). Values are escaped for Markdown.',
});

export const TemplateBodies = Strict(
  { en: Type.Optional(Nullable(Body)), ko: Type.Optional(Nullable(Body)) },
  { description: 'One body per language; at least one. A letter in a language without a body uses the firm’s default language’s body, else the other one.' },
);

const templateFields = {
  name: SingleLine({ minLength: 1, maxLength: 200, description: 'Unique.' }),
  bodies: TemplateBodies,
};

export const CreateTemplateRequest = Strict(templateFields);

export const Template = Type.Object(
  {
    id: Type.Integer({ readOnly: true }),
    name: Type.String(),
    bodies: Type.Object({ en: Nullable(Type.String()), ko: Nullable(Type.String()) }),
    createdAt: Type.String({ ...Instant, readOnly: true }),
    updatedAt: Type.String({ ...Instant, readOnly: true }),
  },
  { description: 'Engagement-letter template' },
);

export const UpdateTemplateRequest = Strict(
  { ...templateFields, ...ReadOnlyFields(Template, ['id', 'createdAt', 'updatedAt']) },
  { description: 'Replaces the template: a body left out becomes null. The read-only fields (as GET returns them) are accepted and ignored.' },
);

export const TemplateListQuery = Strict({
  ...PageQueryFields,
  search: Type.Optional(SingleLine({ minLength: 1, maxLength: 100, description: 'Text in the name.' })),
});

export const TemplatePage = Paginated(Template, 'PaginatedResponse<Template>, by name');

export const PreviewRequest = Strict({
  contractId: Id,
  language: Type.Optional(Language),
});

export const Preview = Type.Object(
  {
    templateId: Type.Integer(),
    contractId: Type.Integer(),
    language: Language,
    markdown: Type.String({ description: 'The merged Markdown, as the letter’s PDF is laid out from it.' }),
    html: Type.String({ description: 'The same as sanitized HTML, for showing in the admin.' }),
  },
  { description: 'A template rendered for a contract' },
);

// Letters.

export const LetterStatus = Type.Enum(['sent', 'viewed', 'signed', 'declined', 'withdrawn'], { description: 'sent | viewed | signed | declined | withdrawn' });

const Sha256 = Type.String({ pattern: '^[0-9a-fA-F]{64}$', description: 'SHA-256, 64 hex digits.' });

export const SendLetterRequest = Strict({
  templateId: Id,
  language: Type.Optional({ ...Language, description: 'The letter’s language; default the client’s, else the firm’s (a template without that body falls back).' }),
});

export const Letter = Type.Object(
  {
    id: Type.Integer(),
    contractId: Type.Integer(),
    clientId: Type.Integer(),
    templateId: Nullable(Type.Integer(), 'Null once the template was deleted.'),
    language: Language,
    status: LetterStatus,
    documentId: Nullable(Type.Integer(), 'The PDF as sent (a client document).'),
    originalSha256: Type.String(),
    signedDocumentId: Nullable(Type.Integer(), 'The PDF with its certificate page, once signed.'),
    signedSha256: Nullable(Type.String()),
    sentAt: Instant,
    sentBy: Nullable(Type.Integer()),
    resentAt: Nullable(Instant),
    viewedAt: Nullable(Instant),
    signedAt: Nullable(Instant),
    declinedAt: Nullable(Instant),
    declineReason: Nullable(Type.String()),
    withdrawnAt: Nullable(Instant),
    withdrawnBy: Nullable(Type.Integer()),
    remindersSent: Type.Integer(),
    lastReminderAt: Nullable(Instant),
    signer: Nullable(
      Type.Object({
        name: Type.String({ description: 'The full name the client typed.' }),
        ip: Nullable(Type.String()),
        userAgent: Nullable(Type.String()),
        method: Nullable(Type.String({ description: 'How the portal session was started: link, code or passkey.' })),
        signedInAt: Nullable(Instant),
        consentText: Nullable(Type.String({ description: 'The consent text agreed to, as shown.' })),
      }),
    ),
  },
  { description: 'An engagement letter with its evidence' },
);

export const PortalLetter = Type.Object(
  {
    contractId: Type.Integer(),
    contractTitle: Type.String({ description: 'The engagement’s title.' }),
    status: LetterStatus,
    language: Language,
    sentAt: Instant,
    viewedAt: Nullable(Instant),
    signedAt: Nullable(Instant),
    declinedAt: Nullable(Instant),
    sha256: Type.String({ description: 'SHA-256 of the PDF as sent: send it back when signing.' }),
    signedSha256: Nullable(Type.String()),
    documentId: Nullable(Type.Integer()),
    signedDocumentId: Nullable(Type.Integer()),
    signerName: Nullable(Type.String()),
    consentText: Type.String({ description: 'What the client agrees to by signing (ESIGN Act 101(c) style), in the letter’s language.' }),
  },
  { description: 'An engagement letter as the client sees it' },
);

export const SignLetterRequest = Strict({
  fullName: SingleLine({ minLength: 1, maxLength: 200, description: 'The signer’s full name, as typed.' }),
  consent: Type.Literal(true, { description: 'The consent text was read and agreed to.' }),
  sha256: { ...Sha256, description: 'The `sha256` of the letter the client was shown.' },
});

export const DeclineLetterRequest = Strict({
  reason: MultiLine({ minLength: 1, maxLength: 2000, description: 'Why, for the firm.' }),
});

export const LetterPdfQuery = Strict({
  download: Type.Optional(Type.Boolean({ description: 'true: as an attachment; default inline, for the portal’s viewer.' })),
});

export const Verification = Type.Object(
  {
    matches: Type.Literal(true),
    sha256: Type.String(),
    size: Type.Integer(),
    version: Type.Enum(['original', 'signed'], { description: 'original: the letter as sent; signed: with its certificate page.' }),
    letter: Letter,
  },
  { description: 'The letter a PDF is, byte for byte' },
);
