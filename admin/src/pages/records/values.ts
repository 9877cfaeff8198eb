import { fromLocalInput, toLocalInput } from '../../ui/format';
import type { FormValues } from './RecordList';

/** Form text to the API's values: empty optional text is null, numbers and flags are typed. */
export const optional = (form: FormValues, name: string) => (form[name]?.trim() ? form[name] : null);
export const number = (form: FormValues, name: string) => Number(form[name] || 0);
export const flag = (form: FormValues, name: string) => form[name] === 'true';
export const instant = (form: FormValues, name: string) => fromLocalInput(form[name] ?? '') ?? null;

/** A record's values as form text. */
export const asText = (value: string | number | boolean | null | undefined) => (value === null || value === undefined ? '' : String(value));
export const asLocal = (value: string | null) => toLocalInput(value);
