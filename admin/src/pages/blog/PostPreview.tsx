/*
 * The post as the site will show it: the page rendered by the website's theme from the editor's
 * unsaved fields (POST /api/website/preview/post), in a frame that runs no script. Without the
 * website (PUBLIC_SITE=off) the content alone, as the sanitizer keeps it (POST /api/blog/preview).
 */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { api, unwrap } from '../../api/client';
import { postFields, type PostForm } from './PostEditor';

type Width = 'phone' | 'desktop';

async function render(form: PostForm, locale: 'en' | 'ko'): Promise<string> {
  // An untitled draft still previews: the theme's heading gets an ellipsis.
  const body = { ...postFields(form), title: form.title.trim() || '…', locale };
  const page = await api.POST('/api/website/preview/post', { body });
  if (page.response.status !== 404) return unwrap(page).html;
  const content = unwrap(await api.POST('/api/blog/preview', { body: { content: form.content, excerpt: body.excerpt } })).content;
  return `<!doctype html><html lang="${locale}"><meta charset="utf-8"><body><h1></h1>${content}</body></html>`;
}

export function PostPreview({ form }: { form: PostForm }) {
  const intl = useIntl();
  const [locale, setLocale] = useState<'en' | 'ko'>(intl.locale.startsWith('ko') ? 'ko' : 'en');
  const [width, setWidth] = useState<Width>('desktop');
  const [html, setHtml] = useState<string>();
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    let current = true;
    // Typing in another tab does not happen here, so one render per opening and per change of language.
    render(form, locale)
      .then((page) => current && (setHtml(page), setProblem(undefined)))
      .catch((error: Error) => current && setProblem(error.message));
    return () => {
      current = false;
    };
  }, [form, locale]);

  return (
    <section className="post-preview" aria-label={intl.formatMessage({ id: 'blog.preview.label' })}>
      <div className="row">
        <label className="field">
          <span>{intl.formatMessage({ id: 'blog.preview.language' })}</span>
          <select value={locale} onChange={(event) => setLocale(event.target.value as 'en' | 'ko')}>
            <option value="en">English</option>
            <option value="ko">한국어</option>
          </select>
        </label>
        <div role="group" aria-label={intl.formatMessage({ id: 'blog.preview.width' })} className="row">
          {(['phone', 'desktop'] as const).map((option) => (
            <button key={option} type="button" aria-pressed={width === option} onClick={() => setWidth(option)}>
              {intl.formatMessage({ id: option === 'phone' ? 'blog.preview.phone' : 'blog.preview.desktop' })}
            </button>
          ))}
        </div>
      </div>
      {problem && (
        <p className="state error" role="alert">
          {problem}
        </p>
      )}
      {html === undefined && !problem && <p className="state loading">{intl.formatMessage({ id: 'blog.preview.loading' })}</p>}
      {html !== undefined && (
        // No allow-scripts: nothing in the frame runs; same origin so the theme's stylesheet and images load.
        <iframe className={`preview-frame ${width}`} title={intl.formatMessage({ id: 'blog.preview.frame' })} sandbox="allow-same-origin" srcDoc={html} />
      )}
    </section>
  );
}
