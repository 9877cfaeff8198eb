import type { ReactNode } from 'react';
import type { useSave } from './forms';

/** The last save's outcome; `fields`: the fields the form shows its errors beside (left out here). */
export function SaveStatus({ save, fields = [] }: { save: ReturnType<typeof useSave>; fields?: readonly string[] }) {
  if (save.problem) {
    return (
      <p className="state error" role="alert">
        {save.summary(fields)}
      </p>
    );
  }
  if (save.saved) {
    return (
      <p className="state ok" role="status">
        {save.saved}
      </p>
    );
  }
  return null;
}

/** A form's submit button: disabled while its save runs, and labelled `busyLabel` then when given ("Saving…"). */
export function SubmitButton({ save, busyLabel, children }: { save: ReturnType<typeof useSave>; busyLabel?: string; children: ReactNode }) {
  return (
    <button type="submit" className="primary" disabled={save.busy}>
      {save.busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
