import type { ReactNode } from 'react';

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
