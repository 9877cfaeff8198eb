import { useState, type ChangeEvent, type FormEvent } from 'react';
import { api, unwrap } from '../api/client';
import { useT } from '../i18n/translate';
import { Field, FileInput } from '../ui/fields';
import { orNull, useFormState, useSave } from '../ui/forms';
import { SaveStatus, SubmitButton } from '../ui/SaveStatus';
import { uploadImage } from './blog/images';
import { Block } from '../ui/states';
import { useLoad } from '../ui/useLoad';

export function SettingsPage() {
  const t = useT();
  const settings = useLoad(loadSettings, []);
  return (
    <>
      <h1>{t('settings.title')}</h1>
      <Block loaded={settings}>{(s) => <SettingsForm initial={s} onSaved={settings.reload} />}</Block>
    </>
  );
}

type Settings = Awaited<ReturnType<typeof loadSettings>>;
async function loadSettings() {
  return unwrap(await api.GET('/api/sitesettings'));
}

function SettingsForm({ initial, onSaved }: { initial: Settings; onSaved: () => void }) {
  const t = useT();
  const text = (value: string | null) => value ?? '';
  const { form, bind } = useFormState({
    siteName: initial.siteName,
    siteDescription: text(initial.siteDescription),
    siteUrl: initial.siteUrl,
    contactEmail: text(initial.contactEmail),
    contactPhone: text(initial.contactPhone),
    address: text(initial.address),
    businessHours: text(initial.businessHours),
    defaultMetaTitle: text(initial.defaultMetaTitle),
    defaultMetaDescription: text(initial.defaultMetaDescription),
    rssItemLimit: initial.rssItemLimit === null ? '' : String(initial.rssItemLimit),
  });
  const [notifyNewInquiries, setNotify] = useState(initial.notifyNewInquiries);
  const [acknowledgeInquiries, setAcknowledge] = useState(initial.acknowledgeInquiries);
  // The website's look (issue 31.4): a logo uploaded as a site image, and the brand colour.
  const [logo, setLogo] = useState(initial.logoImageId === null ? null : { id: initial.logoImageId, url: initial.logoUrl });
  const [logoProblem, setLogoProblem] = useState<string>();
  const [logoBusy, setLogoBusy] = useState(false);
  const [colour, setColour] = useState(initial.brandColour);
  const save = useSave();

  async function chooseLogo(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setLogoProblem(undefined);
    setLogoBusy(true);
    try {
      const image = await uploadImage(file);
      setLogo({ id: image.id, url: image.url });
    } catch (error) {
      setLogoProblem((error as Error).message);
    } finally {
      setLogoBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save.run(async () => {
      unwrap(
        await api.PUT('/api/sitesettings', {
          body: {
            siteName: form.siteName,
            siteDescription: orNull(form.siteDescription),
            siteUrl: form.siteUrl,
            contactEmail: orNull(form.contactEmail),
            contactPhone: orNull(form.contactPhone),
            address: orNull(form.address),
            businessHours: orNull(form.businessHours),
            socialLinks: initial.socialLinks,
            defaultMetaTitle: orNull(form.defaultMetaTitle),
            defaultMetaDescription: orNull(form.defaultMetaDescription),
            rssItemLimit: form.rssItemLimit.trim() === '' ? null : Number(form.rssItemLimit),
            notifyNewInquiries,
            acknowledgeInquiries,
            brandColour: colour,
            logoImageId: logo?.id ?? null,
          },
        }),
      );
      onSaved();
    }, t('settings.saved'));
  }

  return (
    <form className="panel grid" onSubmit={submit} aria-label={t('settings.title')} noValidate>
      <Field label={t('settings.siteName')} error={save.fieldError('siteName')}>
        <input required {...bind('siteName')} />
      </Field>
      <Field label={t('settings.siteUrl')} error={save.fieldError('siteUrl')}>
        <input type="url" required {...bind('siteUrl')} />
      </Field>
      <Field label={t('settings.description')} error={save.fieldError('siteDescription')}>
        <textarea rows={2} {...bind('siteDescription')} />
      </Field>
      <Field label={t('settings.contactEmail')} error={save.fieldError('contactEmail')}>
        <input type="email" {...bind('contactEmail')} />
      </Field>
      <Field label={t('settings.contactPhone')} error={save.fieldError('contactPhone')}>
        <input type="tel" {...bind('contactPhone')} />
      </Field>
      <Field label={t('clients.address')} error={save.fieldError('address')}>
        <input {...bind('address')} />
      </Field>
      <Field label={t('settings.businessHours')} error={save.fieldError('businessHours')}>
        <textarea rows={2} {...bind('businessHours')} />
      </Field>
      <Field label={t('settings.metaTitle')} error={save.fieldError('defaultMetaTitle')}>
        <input {...bind('defaultMetaTitle')} />
      </Field>
      <Field label={t('settings.metaDescription')} error={save.fieldError('defaultMetaDescription')}>
        <input {...bind('defaultMetaDescription')} />
      </Field>
      <Field label={t('settings.rssItemLimit')} error={save.fieldError('rssItemLimit')}>
        <input type="number" min={1} max={10000} {...bind('rssItemLimit')} />
      </Field>
      <fieldset className="span site-look">
        <legend>{t('siteLook.legend')}</legend>
        {logo && (
          <p className="row">
            {logo.url ? <img className="logo-preview" src={logo.url} alt={t('siteLook.logoAlt')} /> : t('siteLook.logoSet')}
            <button type="button" onClick={() => setLogo(null)}>
              {t('siteLook.logoRemove')}
            </button>
          </p>
        )}
        <Field label={t('siteLook.logoUpload')} error={logoProblem ? [logoProblem] : save.fieldError('logoImageId')}>
          <FileInput choose={t('form.chooseFile')} accept="image/png,image/jpeg,image/webp,image/avif" disabled={logoBusy} onChange={(event) => void chooseLogo(event)} />
        </Field>
        {logoBusy && <p className="hint">{t('form.saving')}</p>}
        <Field label={t('siteLook.colour')} error={save.fieldError('brandColour')}>
          <input type="color" value={colour ?? '#1d4ed8'} onChange={(event) => setColour(event.target.value.toLowerCase())} />
          <span className="hint">{colour ?? t('siteLook.colourTheme')}</span>
        </Field>
        {colour && (
          <p>
            <button type="button" onClick={() => setColour(null)}>
              {t('siteLook.colourReset')}
            </button>
          </p>
        )}
        <p className="hint">{t('siteLook.colourHint')}</p>
      </fieldset>
      <label className="check">
        <input type="checkbox" checked={notifyNewInquiries} onChange={(e) => setNotify(e.target.checked)} />
        {t('settings.notify')}
      </label>
      <label className="check">
        <input type="checkbox" checked={acknowledgeInquiries} onChange={(e) => setAcknowledge(e.target.checked)} />
        {t('settings.acknowledge')}
      </label>
      <div className="actions">
        <SubmitButton save={save} busyLabel={t('form.saving')}>
          {t('settings.save')}
        </SubmitButton>
        <SaveStatus save={save} />
      </div>
    </form>
  );
}
