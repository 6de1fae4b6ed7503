import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Italic, List } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from './ui/button.tsx';
import { useT } from '../lib/i18n/i18n-provider.tsx';

/** Rich HTML edited with TipTap (a job's workSummary, a cover letter's body); a hidden input carries the field's name. */
export default function RichTextEditor({
  id,
  name,
  label,
  value,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
}) {
  const t = useT();
  // The HTML this editor last reported, so content set from outside can be told apart from our own echo.
  const reported = useRef(value);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: false, codeBlock: false, blockquote: false })],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        // Each paragraph and list item takes the direction of its first letter, so Arabic or Hebrew reads right to
        // left (docs/right-to-left.md); no `dir` is written into the HTML the editor reports.
        dir: 'auto',
        class:
          'prose min-h-28 rounded-b-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-600 [&_li]:[unicode-bidi:plaintext] [&_p]:[unicode-bidi:plaintext] [&_ul]:list-disc [&_ul]:ps-5',
      },
    },
    onUpdate: ({ editor: current }) => {
      reported.current = current.isEmpty ? '' : current.getHTML();
      onChange(reported.current);
    },
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current && !current.isDestroyed
        ? {
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            bulletList: current.isActive('bulletList'),
          }
        : { bold: false, italic: false, bulletList: false },
  });

  // Content replaced from outside (for example by AI bullets) flows into the editor.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div>
      <div className="flex gap-1 rounded-t-md border border-b-0 border-gray-300 bg-gray-50 p-1">
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('editor.richText.bold')}
          aria-pressed={active?.bold ?? false}
          onClick={() => editor?.chain().focus().toggleBold().run()}
        >
          <Bold className="h-4 w-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('editor.richText.italic')}
          aria-pressed={active?.italic ?? false}
          onClick={() => editor?.chain().focus().toggleItalic().run()}
        >
          <Italic className="h-4 w-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('editor.richText.bulletList')}
          aria-pressed={active?.bulletList ?? false}
          onClick={() => editor?.chain().focus().toggleBulletList().run()}
        >
          <List className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={value} />
    </div>
  );
}
