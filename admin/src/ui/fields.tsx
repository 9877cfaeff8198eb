import type { InputHTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { enumLabel, type EnumList } from '../i18n/labels';

/** A labelled control with its field error, the way every form here shows one. */
export function Field({ label, error, children }: { label: string; error?: string[] | undefined; children: ReactNode }) {
  return (
    <label className={error ? 'field invalid' : 'field'}>
      <span>{label}</span>
      {children}
      {error && <small role="alert">{error.join(' ')}</small>}
    </label>
  );
}

/** The options of a select over a generated list (admin/src/api/enums.ts), each labelled in the screen's language. */
export function EnumOptions({ list, values }: { list: EnumList; values: readonly string[] }) {
  const intl = useIntl();
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {enumLabel(intl, list, value)}
        </option>
      ))}
    </>
  );
}

/**
 * A file input in the screen's language: the browser's own button and "No file chosen" speak the
 * browser's language, so they are hidden and a button-like text stands in. Inside a Field (a
 * label) a click anywhere on it opens the file chooser; the input keeps the keyboard focus.
 */
export function FileInput({ choose, ...input }: InputHTMLAttributes<HTMLInputElement> & { choose: string }) {
  return (
    <span className="file-pick">
      <span className="button" aria-hidden="true">
        {choose}
      </span>
      <input type="file" className="visually-hidden" {...input} />
    </span>
  );
}

/*
 * The codes of the second step, at sign-in and on the Account page: an authenticator app's
 * (6 digits; spaces allowed, as apps show them) or one of the ten recovery codes (letters, digits,
 * spaces and dashes as printed). A wrong code's sentence is the form's one line, not repeated
 * beside the field.
 */
const CODE_INPUTS = {
  totp: { autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 12, pattern: '[0-9 ]+' },
  recovery: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, maxLength: 40, pattern: '[A-Za-z0-9 \\-]+' },
} satisfies Record<string, InputHTMLAttributes<HTMLInputElement>>;

export function CodeField({
  kind,
  label,
  value,
  onChange,
  autoFocus,
}: {
  kind: keyof typeof CODE_INPUTS;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <Field label={label}>
      <input {...CODE_INPUTS[kind]} required minLength={6} value={value} onChange={(e) => onChange(e.target.value)} autoFocus={autoFocus} />
    </Field>
  );
}
