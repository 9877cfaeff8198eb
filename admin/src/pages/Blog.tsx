import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { api, unwrap } from '../api/client';
import type { AdminMessageId } from '../i18n/messages';
import { formatInstant } from '../ui/format';
import { useSave } from '../ui/forms';
import { SaveStatus } from '../ui/SaveStatus';
import { Block } from '../ui/states';
import { useLoad } from '../ui/useLoad';
import { PostEditor, type Post } from './blog/PostEditor';
import { PagedTable, useList } from '../ui/lists';

type Tab = 'all' | 'draft' | 'published' | 'scheduled' | 'archived';
const TABS: Tab[] = ['all', 'draft', 'published', 'scheduled', 'archived'];
const TAB_LABEL: Record<Tab, AdminMessageId> = {
  all: 'blog.tab.all',
  draft: 'blog.tab.draft',
  published: 'blog.tab.published',
  scheduled: 'blog.tab.scheduled',
  archived: 'blog.tab.archived',
};
const STATUS_LABEL: Record<Post['status'], AdminMessageId> = { draft: 'blog.status.draft', published: 'blog.status.published', archived: 'blog.status.archived' };

export function BlogListPage() {
  const intl = useIntl();
  const t = (id: AdminMessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const tabOf = (text: (name: string) => string | undefined) => (TABS.includes(text('tab') as Tab) ? text('tab') : 'all') as Tab;
  const { list: posts, text, update, toPage } = useList(async ({ text, page }) => {
    const tab = tabOf(text);
    if (tab === 'archived') return unwrap(await api.GET('/api/blog/admin/archived', { params: { query: { page, pageSize: 20 } } }));
    return unwrap(await api.GET('/api/blog/admin', { params: { query: { page, pageSize: 20, ...(tab === 'all' ? {} : { status: tab }) } } }));
  });
  const tab = tabOf(text);
  const action = useSave();

  const archive = (id: number) =>
    void action.run(async () => {
      unwrap(await api.DELETE('/api/blog/{id}', { params: { path: { id } } }));
      posts.reload();
    }, t('blog.list.archived'));
  const restore = (id: number) =>
    void action.run(async () => {
      unwrap(await api.POST('/api/blog/{id}/restore', { params: { path: { id } } }));
      posts.reload();
    }, t('blog.list.restored'));

  return (
    <>
      <div className="heading">
        <h1>{t('blog.title')}</h1>
        <Link className="button primary" to="/blog/new">
          {t('blog.new')}
        </Link>
      </div>
      <div className="tabs" role="tablist" aria-label={t('blog.list.tabs')}>
        {TABS.map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} onClick={() => update({ tab: name === 'all' ? undefined : name })}>
            {t(TAB_LABEL[name])}
          </button>
        ))}
      </div>
      <SaveStatus save={action} />
      <PagedTable
        loaded={posts}
        empty={t(tab === 'archived' ? 'blog.list.noneArchived' : 'blog.list.none')}
        onPage={toPage}
        testId="posts"
        columns={[t('blog.list.postTitle'), t('blog.list.status'), t(tab === 'archived' ? 'blog.list.archivedAt' : 'blog.list.publishedAt')]}
        actions actionsLabel={t('blog.list.actions')}
        row={(post) => (
          <tr key={post.id}>
            <td>
              <Link to={`/blog/${post.id}`}>{post.title}</Link>
              <small className="hint"> /{post.slug}</small>
            </td>
            <td>
              <span className={`badge status-${post.status}`}>{t(STATUS_LABEL[post.status])}</span>
            </td>
            <td>{tab === 'archived' ? (post.archivedAt ? formatInstant(post.archivedAt) : '–') : post.publishedAt ? formatInstant(post.publishedAt) : '–'}</td>
            <td>
              {post.status === 'archived' ? (
                <button type="button" onClick={() => restore(post.id)} disabled={action.busy} aria-label={t('blog.list.restoreNamed', { title: post.title })}>
                  {t('blog.list.restore')}
                </button>
              ) : (
                <button type="button" onClick={() => archive(post.id)} disabled={action.busy} aria-label={t('blog.list.archiveNamed', { title: post.title })}>
                  {t('blog.list.archive')}
                </button>
              )}
            </td>
          </tr>
        )}
      />
    </>
  );
}

/**
 * /blog/new and /blog/:id. A new post's first save (an autosave, usually) gives it an id and the
 * address becomes /blog/:id without reloading it: the editor, with whatever was typed during
 * that save, stays as it is.
 */
export function BlogEditPage() {
  const intl = useIntl();
  const { id: idParam } = useParams();
  const id = idParam && idParam !== 'new' ? Number(idParam) : undefined;
  const navigate = useNavigate();
  // The id of the post this page created, and a generation that starts a new editor: "New post"
  // opened from a post (the address going from an id to none) is a new one.
  const [own, setOwn] = useState<{ id?: number; generation: number; shown?: number }>({ generation: 0 });
  if (id !== own.shown) setOwn(id === undefined && own.shown !== undefined ? { generation: own.generation + 1 } : { ...own, shown: id });
  const continuing = id === undefined || id === own.id;
  const post = useLoad(async () => (continuing || id === undefined ? null : unwrap(await api.GET('/api/blog/admin/{id}', { params: { path: { id } } }))), [id, continuing]);
  const onCreated = useCallback(
    (created: Post) => {
      setOwn((current) => ({ ...current, id: created.id }));
      void navigate(`/blog/${created.id}`, { replace: true });
    },
    [navigate],
  );
  return (
    <Block loaded={post}>
      {(p) => (
        <>
          <p>
            <Link to="/blog">← {intl.formatMessage({ id: 'blog.title' })}</Link>
          </p>
          <h1>{p ? intl.formatMessage({ id: 'blog.editTitle' }, { title: p.title }) : intl.formatMessage({ id: 'blog.new' })}</h1>
          {p?.status === 'archived' && <p className="state error">{intl.formatMessage({ id: 'blog.archivedNote' })}</p>}
          <PostEditor key={continuing ? `own-${own.generation}` : `post-${p?.id}`} post={continuing ? null : p} onCreated={onCreated} />
        </>
      )}
    </Block>
  );
}
