import { Type } from 'typebox';
import { LocaleSchema, PersonLocale } from '../../shared/i18n/schemas.js';
import { Email, PageQueryFields, Paginated, ReadOnlyFields, SingleLine, Strict } from '../../shared/http/schemas.js';

export const TAG = 'Users';

export const Role = Type.Union([Type.Literal('admin'), Type.Literal('staff')], { description: 'admin: everything; staff: all but users, site settings and common-code writes.' });

export const User = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  role: Role,
  displayName: Type.Union([Type.String(), Type.Null()]),
  disabled: Type.Boolean(),
  locale: PersonLocale,
  createdAt: Type.String({ format: 'date-time' }),
});

export const UserListQuery = Strict({
  ...PageQueryFields,
  search: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Text in the email or name.' })),
  role: Type.Optional(Role),
});

export const SecondFactors = Strict(
  {
    totp: Type.Boolean({ description: 'An authenticator app is set up.' }),
    passkeys: Type.Integer({ description: 'Passkeys of the user (staff sign-in).' }),
    recoveryCodes: Type.Integer({ description: 'Unused recovery codes left.' }),
    required: Type.Boolean({ description: 'MFA_REQUIRED holds this user to having a second factor.' }),
  },
  { description: "SecondFactors: a user's second factors as admins see them (never a secret); DELETE /api/users/{id}/mfa resets them." },
);

export const UserWithFactors = Type.Object(
  { ...User.properties, secondFactors: SecondFactors },
  { description: 'User, with their second factors (the Users page).' },
);

export const UserPage = Paginated(UserWithFactors, 'PaginatedResponse<User>');

export const CreateUserRequest = Strict({
  email: Email,
  password: Type.String({ minLength: 1, maxLength: 1024, description: 'At least 12 characters, not a common password.' }),
  role: Role,
  displayName: Type.Optional(SingleLine({ maxLength: 100 })),
});

export const UpdateUserRequest = Strict(
  {
    role: Role,
    displayName: Type.Union([SingleLine({ maxLength: 100 }), Type.Null()]),
    disabled: Type.Boolean({ description: 'A disabled user cannot sign in; their sessions end.' }),
    email: Type.Optional({
      ...Email,
      description: 'The sign-in address; left out or unchanged, it stays. A change is audited and spends any reset link sent to the old address; 409 email_taken when another user has it.',
    }),
    ...ReadOnlyFields(UserWithFactors, ['id', 'locale', 'createdAt', 'secondFactors']),
  },
  {
    description:
      'The read-only fields of a User (as GET returns it) are accepted and ignored, the language among them (each user chooses their own: PUT /api/users/me) ' +
      'and the second factors (DELETE /api/users/{id}/mfa resets them).',
  },
);

export const FirmSettings = Strict(
  {
    locale: LocaleSchema,
    currency: Strict(
      {
        code: Type.String({ description: 'ISO 4217 code (CURRENCY), e.g. KRW or EUR.' }),
        digits: Type.Integer({ minimum: 0, maximum: 2, description: 'Decimals an amount takes: 0 for KRW, 2 for EUR. API amounts are in major units with at most this many.' }),
      },
      { description: 'The currency of every amount the API carries.' },
    ),
    timeZone: Type.String({ description: "The firm's IANA time zone (BUSINESS_TIME_ZONE): the day dates and months are counted in." }),
  },
  { description: "The firm's settings a screen formats with." },
);

export const CurrentUser = Type.Object(
  { ...User.properties, firm: FirmSettings },
  { description: 'The signed-in user (name, email, language) and the firm settings a screen formats with.' },
);

export const UpdateCurrentUserRequest = Strict(
  {
    locale: PersonLocale,
    ...ReadOnlyFields(CurrentUser, ['id', 'email', 'role', 'displayName', 'disabled', 'createdAt', 'firm']),
  },
  { description: 'What a user changes of their own account: their language. The other fields of GET /api/users/me are accepted and ignored.' },
);

const preferenceFields = {
  digest: Type.Boolean({ description: 'The staff digest each working morning: deadlines overdue and due within 7 days, unpaid revenue, unanswered inquiries.' }),
  newInquiries: Type.Boolean({ description: 'A mail for each inquiry that arrives through the contact form.' }),
};

export const MailPreferences = Type.Object(preferenceFields, { description: 'Which mails the signed-in user receives (docs/automation.md).' });

export const MailPreferencesRequest = Strict(preferenceFields, { description: 'Both switches.' });

export const DirectoryEntry = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'The display name, or the email when the user has none.' }),
  email: Type.String(),
});

export const Directory = Type.Object(
  { items: Type.Array(DirectoryEntry, { maxItems: 1000 }) },
  { description: 'UserDirectory: active users by name, at most 1,000: the choices of assignee and consultant pickers.' },
);
