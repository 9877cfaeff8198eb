/*
 * The blog editor's text (issue 30.6): TipTap (ProseMirror) with the formatting a post uses, giving
 * HTML. The server's sanitizer stays the authority: what this produces is saved through it, and
 * what a save keeps is what the site shows.
 */
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState, type ReactNode } from 'react';
// ProseMirror's own rules (white-space: pre-wrap and the like), from a file: TipTap would inject
// them as an inline <style>, which the admin's Content-Security-Policy refuses.
import 'prosemirror-view/style/prosemirror.css';
import { useIntl } from 'react-intl';
import type { AdminMessageId } from '../../i18n/messages';
import { uploadImage } from './images';

interface Props {
  label: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
}

export function RichText({ label, value, onChange, invalid }: Props) {
  const intl = useIntl();
  // The HTML this editor last reported: a value that differs came from outside (a reload, the
  // sanitized text of a save) and replaces the document.
  const reported = useRef(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, trailingNode: false, link: { openOnClick: false, autolink: true, defaultProtocol: 'https' } }),
      Image.configure({ inline: false }),
    ],
    content: value,
    injectCSS: false,
    editorProps: {
      attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', class: 'rich-text-area', spellcheck: 'true' },
    },
    onUpdate: ({ editor: changed }) => {
      const html = changed.isEmpty ? '' : changed.getHTML();
      reported.current = html;
      onChange(html);
    },
  });

  useEffect(() => {
    if (!editor || value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className={invalid ? 'rich-text invalid' : 'rich-text'}>
      {editor && <Toolbar editor={editor} label={intl.formatMessage({ id: 'blog.editor.toolbar' })} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const intl = useIntl();
  const t = (id: AdminMessageId) => intl.formatMessage({ id });
  const file = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  function link() {
    const current = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt(t('blog.editor.linkPrompt'), current ?? 'https://');
    if (href === null) return;
    if (href.trim() === '' || href.trim() === 'https://') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  }

  async function insertImage(chosen: File | undefined) {
    if (!chosen) return;
    setUploading(true);
    setProblem(undefined);
    try {
      const image = await uploadImage(chosen);
      const alt = window.prompt(t('blog.editor.altPrompt'), '') ?? '';
      chain().setImage({ src: image.url, alt }).run();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  }

  const button = (id: AdminMessageId, pressed: boolean | undefined, run: () => void, text: ReactNode, disabled = false) => (
    <button type="button" title={t(id)} aria-label={t(id)} aria-pressed={pressed} disabled={disabled} onClick={run}>
      {text}
    </button>
  );

  return (
    <>
      <div className="rich-text-toolbar" role="toolbar" aria-label={label}>
        {button('blog.editor.bold', state.bold, () => chain().toggleBold().run(), <b>B</b>)}
        {button('blog.editor.italic', state.italic, () => chain().toggleItalic().run(), <i>I</i>)}
        {button('blog.editor.heading2', state.h2, () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
        {button('blog.editor.heading3', state.h3, () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
        {button('blog.editor.bulletList', state.bullets, () => chain().toggleBulletList().run(), '•')}
        {button('blog.editor.orderedList', state.numbers, () => chain().toggleOrderedList().run(), '1.')}
        {button('blog.editor.quote', state.quote, () => chain().toggleBlockquote().run(), '❝')}
        {button('blog.editor.link', state.link, link, '↗')}
        {button('blog.editor.image', undefined, () => file.current?.click(), uploading ? '…' : '▣', uploading)}
        {button('blog.editor.undo', undefined, () => chain().undo().run(), '↶', !state.undo)}
        {button('blog.editor.redo', undefined, () => chain().redo().run(), '↷', !state.redo)}
        <input
          ref={file}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('blog.editor.imageFile')}
          onChange={(event) => void insertImage(event.target.files?.[0])}
        />
      </div>
      {problem && (
        <p className="state error" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
