import { useCallback, useState } from 'react';
import { fieldProblem, problemText, type Problem } from '../api/client';
import { translate } from '../i18n/translate';

/** A form's saving state: busy, the problem of the last attempt (with its field errors), a success note. */
export function useSave() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem & { message?: string }>();
  const [saved, setSaved] = useState<string>();
  async function run(work: () => Promise<unknown>, success?: string) {
    setBusy(true);
    setProblem(undefined);
    setSaved(undefined);
    try {
      await work();
      setSaved(success ?? translate('form.saved'));
      return true;
    } catch (failure) {
      const error = failure as Error & { problem?: Problem };
      setProblem({ ...(error.problem ?? {}), message: error.message });
      return false;
    } finally {
      setBusy(false);
    }
  }
  /** Forgets the last attempt's note and problem: the next action has started elsewhere on the page. */
  const clear = useCallback(() => {
    setProblem(undefined);
    setSaved(undefined);
  }, []);
  return {
    busy,
    problem,
    saved,
    run,
    clear,
    /** The sentences for one field, in the user's language (the problem's fieldErrors). */
    fieldError: (name: string) => fieldProblem(problem, name),
    /** The problem as one line, leaving out the fields shown next to their inputs. */
    summary: (shownFields: readonly string[]) => (problem?.code ? problemText(problem, shownFields) : problem?.message),
  };
}

/** A form's text values, and `bind(name)`: the value and onChange of the input that edits one. */
export function useFormState<T extends { [K in keyof T]: string }>(initial: T | (() => T)) {
  const [form, setForm] = useState(initial);
  const bind = (name: keyof T) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((current) => ({ ...current, [name]: e.target.value })),
  });
  return { form, setForm, bind };
}

/** Empty text inputs mean "none": the API wants null, not "". */
export const orNull = (value: string) => (value.trim() === '' ? null : value);
