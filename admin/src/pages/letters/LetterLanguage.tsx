import { useT } from '../../i18n/translate';
import { Field } from '../../ui/fields';

/** The body's `language` when one was chosen; none leaves it to the server (the client's language). */
export const languageBody = (value: string): { language?: 'en' | 'ko' } => (value === 'en' || value === 'ko' ? { language: value } : {});

/** A letter's language: the client's (the server decides) unless one is chosen. */
export function LetterLanguage({ value, onChange, error }: { value: string; onChange: (value: string) => void; error: string[] | undefined }) {
  const t = useT();
  return (
    <Field label={t('letters.language')} error={error}>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('letters.clientLanguage')}</option>
        <option value="en">{t('letters.language.en')}</option>
        <option value="ko">{t('letters.language.ko')}</option>
      </select>
    </Field>
  );
}
