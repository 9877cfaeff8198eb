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
