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
