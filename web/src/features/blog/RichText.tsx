import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { blogApi, notifyError } from './api.js';

/** A toolbar button: pressed state for marks and blocks, so screen readers hear it. */
function Tool({ label, active, onClick }: { label: string; active?: boolean; onClick: () => void }) {
  return (
    <button type="button" aria-pressed={active} onMouseDown={(e) => e.preventDefault()} onClick={onClick}>
      {label}
    </button>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const file = useRef<HTMLInputElement>(null);
  const chain = () => editor.chain().focus();
  const link = () => {
    const href = window.prompt(t('blog.editor.linkPrompt'), editor.getAttributes('link').href ?? 'https://');
    if (href === null) return;
    if (href === '') chain().unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
  };
  const image = async (f: File | undefined) => {
    if (!f) return;
    try {
      const src = await blogApi.uploadImage(f);
      chain()
        .setImage({ src, alt: f.name.replace(/\.[^.]+$/, '') })
        .run();
    } catch (e) {
      notifyError(e);
    }
  };
  return (
    <div className="rich-toolbar" role="toolbar" aria-label={t('blog.editor.toolbar')}>
      <Tool
        label="H2"
        active={editor.isActive('heading', { level: 2 })}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <Tool
        label="H3"
        active={editor.isActive('heading', { level: 3 })}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <Tool label={t('blog.editor.bold')} active={editor.isActive('bold')} onClick={() => chain().toggleBold().run()} />
      <Tool
        label={t('blog.editor.italic')}
        active={editor.isActive('italic')}
        onClick={() => chain().toggleItalic().run()}
      />
      <Tool
        label={t('blog.editor.bullets')}
        active={editor.isActive('bulletList')}
        onClick={() => chain().toggleBulletList().run()}
      />
      <Tool
        label={t('blog.editor.numbers')}
        active={editor.isActive('orderedList')}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Tool
        label={t('blog.editor.quote')}
        active={editor.isActive('blockquote')}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <Tool
        label={t('blog.editor.code')}
        active={editor.isActive('codeBlock')}
        onClick={() => chain().toggleCodeBlock().run()}
      />
      <Tool label={t('blog.editor.link')} active={editor.isActive('link')} onClick={link} />
      <Tool
        label={t('blog.editor.table')}
        onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      />
      <Tool label={t('blog.editor.image')} onClick={() => file.current?.click()} />
      <input
        ref={file}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        data-testid="image-file"
        onChange={(e) => {
          void image(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </div>
  );
}

/** A Tiptap editor with the story's blocks (headings, lists, links, images, quotes, code, tables). */
export function RichText({ label, html, onChange }: { label: string; html: string; onChange: (html: string) => void }) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, protocols: ['https', 'http', 'mailto'] },
      }),
      Image,
      TableKit,
    ],
    content: html,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'rich-text' } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  if (!editor) return null;
  return (
    <div className="rich-editor">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
