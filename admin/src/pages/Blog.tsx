import type { FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { api, unwrap } from '../api/client';
import { Field } from '../ui/fields';
import { formatInstant, fromLocalInput, toLocalInput } from '../ui/format';
import { orNull, useFormState, useSave } from '../ui/forms';
import { SaveStatus } from '../ui/SaveStatus';
import { Block, Pager } from '../ui/states';
import { useLoad } from '../ui/useLoad';
import { useQueryParams } from '../ui/useQueryParams';

type Tab = 'all' | 'draft' | 'published' | 'scheduled' | 'archived';
const TABS: Tab[] = ['all', 'draft', 'published', 'scheduled', 'archived'];

export function BlogListPage() {
  const { params, update } = useQueryParams();
  const tab = (TABS.includes(params.get('tab') as Tab) ? params.get('tab') : 'all') as Tab;
  const page = Number(params.get('page')) || 1;
  const posts = useLoad(async () => {
    if (tab === 'archived') return unwrap(await api.GET('/api/blog/admin/archived', { params: { query: { page, pageSize: 20 } } }));
    return unwrap(await api.GET('/api/blog/admin', { params: { query: { page, pageSize: 20, ...(tab === 'all' ? {} : { status: tab }) } } }));
  }, [tab, page]);
  const action = useSave();

  const archive = (id: number) =>
    void action.run(async () => {
      unwrap(await api.DELETE('/api/blog/{id}', { params: { path: { id } } }));
      posts.reload();
    }, 'Post archived: it is in the Archived tab.');
  const restore = (id: number) =>
    void action.run(async () => {
      unwrap(await api.POST('/api/blog/{id}/restore', { params: { path: { id } } }));
      posts.reload();
    }, 'Post restored.');

  return (
    <>
      <div className="heading">
        <h1>Blog</h1>
        <Link className="button primary" to="/blog/new">
          New post
        </Link>
      </div>
      <div className="tabs" role="tablist" aria-label="Posts">
        {TABS.map((t) => (
          <button key={t} type="button" role="tab" aria-selected={tab === t} onClick={() => update({ tab: t === 'all' ? undefined : t })}>
            {t}
          </button>
        ))}
      </div>
      <SaveStatus save={action} />
      <Block loaded={posts} empty={(r) => r.items.length === 0 && (tab === 'archived' ? 'Nothing archived.' : 'No posts here yet.')}>
        {(r) => (
          <>
            <table data-testid="posts">
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Status</th>
                  <th scope="col">{tab === 'archived' ? 'Archived' : 'Published'}</th>
                  <th scope="col" />
                </tr>
              </thead>
              <tbody>
                {r.items.map((post) => (
                  <tr key={post.id}>
                    <td>
                      <Link to={`/blog/${post.id}`}>{post.title}</Link>
                      <small className="hint"> /{post.slug}</small>
                    </td>
                    <td>
                      <span className={`badge status-${post.status}`}>{post.status}</span>
                    </td>
                    <td>{tab === 'archived' ? (post.archivedAt ? formatInstant(post.archivedAt) : '–') : post.publishedAt ? formatInstant(post.publishedAt) : '–'}</td>
                    <td>
                      {post.status === 'archived' ? (
                        <button type="button" onClick={() => restore(post.id)} disabled={action.busy}>
                          Restore
                        </button>
                      ) : (
                        <button type="button" onClick={() => archive(post.id)} disabled={action.busy} aria-label={`Archive ${post.title}`}>
                          Archive
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager page={r.page} totalPages={r.totalPages} onPage={(p) => update({ page: String(p) })} />
          </>
        )}
      </Block>
    </>
  );
}

interface PostForm {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  status: 'draft' | 'published';
  publishedAt: string;
  authorName: string;
}

const EMPTY: PostForm = { title: '', slug: '', excerpt: '', content: '', status: 'draft', publishedAt: '', authorName: '' };

export function BlogEditPage() {
  const { id: idParam } = useParams();
  const id = idParam ? Number(idParam) : undefined;
  const navigate = useNavigate();
  const post = useLoad(async () => (id ? unwrap(await api.GET('/api/blog/admin/{id}', { params: { path: { id } } })) : null), [id]);
  return (
    <Block loaded={post}>
      {(p) => (
        <>
          <p>
            <Link to="/blog">← Blog</Link>
          </p>
          <h1>{p ? `Edit: ${p.title}` : 'New post'}</h1>
          {p?.status === 'archived' && <p className="state error">This post is archived; restore it from the Archived tab to publish it again.</p>}
          <PostEditor
            key={p?.id ?? 'new'}
            initial={
              p
                ? {
                    title: p.title,
                    slug: p.slug,
                    excerpt: p.excerpt ?? '',
                    content: p.content,
                    status: p.status === 'published' ? 'published' : 'draft',
                    publishedAt: toLocalInput(p.publishedAt),
                    authorName: p.authorName ?? '',
                  }
                : EMPTY
            }
            onSave={async (form) => {
              const body = {
                title: form.title,
                ...(form.slug ? { slug: form.slug } : {}),
                excerpt: orNull(form.excerpt),
                content: form.content,
                status: form.status,
                publishedAt: fromLocalInput(form.publishedAt) ?? null,
                authorName: orNull(form.authorName),
              };
              const saved = id
                ? unwrap(await api.PUT('/api/blog/{id}', { params: { path: { id } }, body }))
                : unwrap(await api.POST('/api/blog', { body }));
              if (!id) void navigate(`/blog/${saved.id}`, { replace: true });
              return saved.content;
            }}
          />
        </>
      )}
    </Block>
  );
}

function PostEditor({ initial, onSave }: { initial: PostForm; onSave: (form: PostForm) => Promise<string> }) {
  const { form, setForm, bind } = useFormState(initial);
  const save = useSave();

  function submit(event: FormEvent) {
    event.preventDefault();
    // The server sanitizes the HTML; the editor shows what it kept.
    void save.run(async () => setForm({ ...form, content: await onSave(form) }), 'Post saved (HTML sanitized by the server).');
  }

  return (
    <form className="panel grid" onSubmit={submit} aria-label="Post">
      <Field label="Title" error={save.fieldError('title')}>
        <input required {...bind('title')} />
      </Field>
      <Field label="Slug (made from the title when empty)" error={save.fieldError('slug')}>
        <input {...bind('slug')} pattern="[a-z0-9-]*" />
      </Field>
      <Field label="Status" error={save.fieldError('status')}>
        <select {...bind('status')}>
          <option value="draft">draft</option>
          <option value="published">published</option>
        </select>
      </Field>
      <Field label="Publish at (empty: now when published)" error={save.fieldError('publishedAt')}>
        <input type="datetime-local" {...bind('publishedAt')} />
      </Field>
      <Field label="Author" error={save.fieldError('authorName')}>
        <input {...bind('authorName')} />
      </Field>
      <Field label="Excerpt" error={save.fieldError('excerpt')}>
        <textarea rows={2} {...bind('excerpt')} />
      </Field>
      <Field label="Content (HTML)" error={save.fieldError('content')}>
        <textarea rows={14} className="code" required {...bind('content')} />
      </Field>
      <div className="actions">
        <button type="submit" className="primary" disabled={save.busy}>
          {save.busy ? 'Saving…' : 'Save post'}
        </button>
        <SaveStatus save={save} />
      </div>
    </form>
  );
}
