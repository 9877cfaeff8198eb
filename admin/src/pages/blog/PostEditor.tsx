/*
 * The blog editor (issue 30.6): the text in a rich-text editor, the post's fields beside it
 * (status and date, category, tags, cover image, excerpt, author, address, SEO title and
 * description), a preview of the page as the site renders it, and autosave of drafts.
 *
 * Saving: a draft saves by itself a moment after the last change; a published post only when the
 * user says so (an autosave would publish half-written sentences). Every save sends the updatedAt
 * the text started from, so a save by someone else in between is refused (409 post_changed)
 * instead of overwritten: the editor then keeps this text, stops autosaving and offers to save it
 * over theirs or to load theirs.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { api, unwrap, type Problem } from '../../api/client';
import type { paths } from '../../api/schema';
import type { AdminMessageId } from '../../i18n/messages';
import { Field, FileInput } from '../../ui/fields';
import { fromLocalInput, toLocalInput } from '../../ui/format';
import { orNull } from '../../ui/forms';
import { useLoad } from '../../ui/useLoad';
import { uploadImage } from './images';
import { PostPreview } from './PostPreview';
import { RichText } from './RichText';
import './editor.css';

export type Post = paths['/api/blog/admin/{id}']['get']['responses'][200]['content']['application/json'];

/** The editor's values, as text inputs hold them. */
export interface PostForm {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  status: 'draft' | 'published';
  publishedAt: string;
  categoryId: string;
  tags: string;
  coverImageUrl: string;
  authorName: string;
  metaTitle: string;
  metaDescription: string;
}

/** How long after the last keystroke a draft saves itself. */
const AUTOSAVE_MS = 2000;

export function formOf(post: Post | null): PostForm {
  if (!post) {
    return { title: '', slug: '', content: '', excerpt: '', status: 'draft', publishedAt: '', categoryId: '', tags: '', coverImageUrl: '', authorName: '', metaTitle: '', metaDescription: '' };
  }
  return {
    title: post.title,
    slug: post.slug,
    content: post.content,
    excerpt: post.excerpt ?? '',
    status: post.status === 'published' ? 'published' : 'draft',
    publishedAt: toLocalInput(post.publishedAt),
    categoryId: post.categoryId === null ? '' : String(post.categoryId),
    tags: post.tags.join(', '),
    coverImageUrl: post.coverImageUrl ?? '',
    authorName: post.authorName ?? '',
    metaTitle: post.metaTitle ?? '',
    metaDescription: post.metaDescription ?? '',
  };
}

export function tagsOf(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** The post's fields as the API takes them, but for its status: the editor's save and its preview send these. */
export function postFields(form: PostForm) {
  return {
    title: form.title,
    ...(form.slug ? { slug: form.slug } : {}),
    content: form.content,
    excerpt: orNull(form.excerpt),
    publishedAt: fromLocalInput(form.publishedAt) ?? null,
    categoryId: form.categoryId ? Number(form.categoryId) : null,
    tags: tagsOf(form.tags),
    coverImageUrl: orNull(form.coverImageUrl),
    authorName: orNull(form.authorName),
    metaTitle: orNull(form.metaTitle),
    metaDescription: orNull(form.metaDescription),
  };
}

function bodyOf(form: PostForm) {
  return { ...postFields(form), status: form.status };
}

type Failure = Error & { problem?: Problem & { updatedAt?: string } };

interface Props {
  post: Post | null;
  /** A new post was created by its first save: the page's address becomes the post's. */
  onCreated: (post: Post) => void;
}

export function PostEditor({ post, onCreated }: Props) {
  const intl = useIntl();
  const t = (id: AdminMessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [form, setForm] = useState<PostForm>(() => formOf(post));
  const formRef = useRef(form);
  formRef.current = form;
  // The post as the server has it: its id, the updatedAt the next save starts from, its status.
  const [saved, setSaved] = useState(() => (post ? { id: post.id, updatedAt: post.updatedAt, status: post.status } : null));
  // The form as last sent: the form differs from it when there are unsaved changes.
  const [sent, setSent] = useState(() => JSON.stringify(formOf(post)));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<{ snapshot: string; problem: Problem; message: string }>();
  const [conflict, setConflict] = useState<{ updatedAt: string }>();
  const [view, setView] = useState<'write' | 'preview'>('write');
  const [coverProblem, setCoverProblem] = useState<string>();
  const [coverBusy, setCoverBusy] = useState(false);
  const categories = useLoad(async () => unwrap(await api.GET('/api/category')).items, []);
  const ids = { status: useId() };

  const dirty = JSON.stringify(form) !== sent;
  const set = <K extends keyof PostForm>(name: K, value: PostForm[K]) => setForm((current) => ({ ...current, [name]: value }));
  const bind = (name: Exclude<keyof PostForm, 'status' | 'content'>) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });
  const fieldError = (name: string) => problem?.problem.errors?.[name];

  const save = useCallback(
    async (how: 'auto' | 'manual', overUpdatedAt?: string) => {
      const current = formRef.current;
      const snapshot = JSON.stringify(current);
      setSaving(true);
      try {
        const body = bodyOf(current);
        const result = saved
          ? unwrap(await api.PUT('/api/blog/{id}', { params: { path: { id: saved.id } }, body: { ...body, updatedAt: overUpdatedAt ?? saved.updatedAt } }))
          : unwrap(await api.POST('/api/blog', { body }));
        setSaved({ id: result.id, updatedAt: result.updatedAt, status: result.status });
        setProblem(undefined);
        setConflict(undefined);
        // A save the user asked for shows what the sanitizer kept (and the slug the server made),
        // unless they typed on meanwhile; an autosave never moves the text under the cursor.
        if (how === 'manual' && JSON.stringify(formRef.current) === snapshot) {
          const kept = { ...current, content: result.content, slug: result.slug };
          setForm(kept);
          setSent(JSON.stringify(kept));
        } else {
          setSent(snapshot);
        }
        if (!saved) onCreated(result);
      } catch (failure) {
        const error = failure as Failure;
        if (error.problem?.code === 'post_changed' && error.problem.updatedAt) setConflict({ updatedAt: error.problem.updatedAt });
        else setProblem({ snapshot, problem: error.problem ?? {}, message: error.message });
      } finally {
        setSaving(false);
      }
    },
    [saved, onCreated],
  );

  // Autosave: a draft with a title, changed, not saving, not in conflict, not the text that just failed.
  const autosaves = form.status === 'draft' && (saved === null || saved.status === 'draft');
  useEffect(() => {
    if (!autosaves || !dirty || saving || conflict || form.title.trim() === '') return;
    if (problem?.snapshot === JSON.stringify(form)) return;
    const timer = window.setTimeout(() => void save('auto'), AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
  }, [autosaves, dirty, saving, conflict, form, problem, save]);

  // Leaving the page with unsaved changes asks first (the browser's own question).
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  async function loadTheirs() {
    if (!saved || !window.confirm(t('blog.conflict.discardConfirm'))) return;
    const theirs = unwrap(await api.GET('/api/blog/admin/{id}', { params: { path: { id: saved.id } } }));
    const next = formOf(theirs);
    setForm(next);
    setSent(JSON.stringify(next));
    setSaved({ id: theirs.id, updatedAt: theirs.updatedAt, status: theirs.status });
    setConflict(undefined);
    setProblem(undefined);
  }

  async function uploadCover(file: File | undefined) {
    if (!file) return;
    setCoverBusy(true);
    setCoverProblem(undefined);
    try {
      set('coverImageUrl', (await uploadImage(file)).url);
    } catch (error) {
      setCoverProblem((error as Error).message);
    } finally {
      setCoverBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save('manual', conflict?.updatedAt);
  }

  const stateText = saving
    ? t('blog.state.saving')
    : conflict
      ? t('blog.state.conflict')
      : problem && problem.snapshot === JSON.stringify(form)
        ? t('blog.state.failed')
        : dirty
          ? autosaves && form.title.trim() !== ''
            ? t('blog.state.unsavedAuto')
            : t('blog.state.unsaved')
          : saved
            ? t('blog.state.saved', { time: intl.formatTime(new Date(saved.updatedAt), { hour: '2-digit', minute: '2-digit', second: '2-digit' }) })
            : t('blog.state.new');

  return (
    <form className="post-editor" onSubmit={submit} aria-label={t('blog.form')} noValidate>
      <div className="post-editor-bar">
        <p className={`save-state${dirty ? ' dirty' : ''}`} role="status" aria-live="polite" data-testid="save-state">
          {stateText}
        </p>
        <div className="tabs" role="tablist" aria-label={t('blog.view')}>
          <button type="button" role="tab" aria-selected={view === 'write'} aria-controls="post-write" onClick={() => setView('write')}>
            {t('blog.view.write')}
          </button>
          <button type="button" role="tab" aria-selected={view === 'preview'} aria-controls="post-preview" onClick={() => setView('preview')}>
            {t('blog.view.preview')}
          </button>
        </div>
        <button type="submit" className="primary" disabled={saving}>
          {saving ? t('blog.state.saving') : form.status === 'published' && saved?.status !== 'published' ? t('blog.publish') : t('blog.save')}
        </button>
      </div>

      {conflict && (
        <div className="state error conflict" role="alert">
          <p>{t('blog.conflict.text', { time: intl.formatTime(new Date(conflict.updatedAt), { hour: '2-digit', minute: '2-digit', second: '2-digit' }) })}</p>
          <div className="actions">
            <button type="button" className="primary" onClick={() => void save('manual', conflict.updatedAt)} disabled={saving}>
              {t('blog.conflict.saveMine')}
            </button>
            <button type="button" onClick={() => void loadTheirs()} disabled={saving}>
              {t('blog.conflict.loadTheirs')}
            </button>
          </div>
        </div>
      )}
      {problem && !conflict && (
        <p className="state error" role="alert">
          {problem.message}
        </p>
      )}

      <div className="post-editor-body" hidden={view !== 'write'} id="post-write" role="tabpanel">
        <div className="post-main">
          <Field label={t('blog.field.title')} error={fieldError('title')}>
            <input required maxLength={200} {...bind('title')} />
          </Field>
          <div className="field">
            <span>{t('blog.field.content')}</span>
            <RichText label={t('blog.field.content')} value={form.content} onChange={(html) => set('content', html)} invalid={Boolean(fieldError('content'))} />
            {fieldError('content') && <small role="alert">{fieldError('content')!.join(', ')}</small>}
          </div>
          <Field label={t('blog.field.excerpt')} error={fieldError('excerpt')}>
            <textarea rows={3} maxLength={1000} {...bind('excerpt')} />
          </Field>
        </div>

        <aside className="post-side">
          <fieldset>
            <legend>{t('blog.group.publishing')}</legend>
            <Field label={t('blog.field.status')} error={fieldError('status')}>
              <select id={ids.status} value={form.status} onChange={(event) => set('status', event.target.value as PostForm['status'])}>
                <option value="draft">{t('blog.status.draft')}</option>
                <option value="published">{t('blog.status.published')}</option>
              </select>
            </Field>
            <Field label={t('blog.field.publishedAt')} error={fieldError('publishedAt')}>
              <input type="datetime-local" {...bind('publishedAt')} />
            </Field>
            <Field label={t('blog.field.category')} error={fieldError('categoryId')}>
              <select {...bind('categoryId')}>
                <option value="">{t('blog.field.noCategory')}</option>
                {(categories.data ?? []).map((category) => (
                  <option key={category.id} value={String(category.id)}>
                    {category.name}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('blog.field.tags')} error={fieldError('tags')}>
              <input {...bind('tags')} placeholder={t('blog.field.tagsExample')} />
            </Field>
            <Field label={t('blog.field.author')} error={fieldError('authorName')}>
              <input maxLength={100} {...bind('authorName')} />
            </Field>
          </fieldset>

          <fieldset>
            <legend>{t('blog.group.cover')}</legend>
            {form.coverImageUrl && <img className="cover-thumb" src={form.coverImageUrl} alt={t('blog.cover.current')} />}
            <Field label={t('blog.field.coverUpload')} error={coverProblem ? [coverProblem] : undefined}>
              <FileInput choose={t('form.chooseFile')} accept="image/jpeg,image/png,image/webp,image/avif,image/gif" disabled={coverBusy} onChange={(event) => void uploadCover(event.target.files?.[0])} />
            </Field>
            {coverBusy && <p className="hint">{t('blog.cover.uploading')}</p>}
            <Field label={t('blog.field.coverUrl')} error={fieldError('coverImageUrl')}>
              <input type="url" inputMode="url" {...bind('coverImageUrl')} placeholder="https://" />
            </Field>
            {form.coverImageUrl && (
              <button type="button" className="link" onClick={() => set('coverImageUrl', '')}>
                {t('blog.cover.remove')}
              </button>
            )}
          </fieldset>

          <fieldset>
            <legend>{t('blog.group.seo')}</legend>
            <Field label={t('blog.field.slug')} error={fieldError('slug')}>
              <input {...bind('slug')} pattern="[a-z0-9-]*" />
            </Field>
            <Field label={t('blog.field.metaTitle')} error={fieldError('metaTitle')}>
              <input maxLength={200} {...bind('metaTitle')} placeholder={form.title} />
            </Field>
            <small className="hint">{t('blog.field.length', { count: form.metaTitle.length, max: 60 })}</small>
            <Field label={t('blog.field.metaDescription')} error={fieldError('metaDescription')}>
              <textarea rows={3} maxLength={500} {...bind('metaDescription')} />
            </Field>
            <small className="hint">{t('blog.field.length', { count: form.metaDescription.length, max: 160 })}</small>
          </fieldset>
        </aside>
      </div>

      {view === 'preview' && (
        <div id="post-preview" role="tabpanel">
          <PostPreview form={form} />
        </div>
      )}
    </form>
  );
}
