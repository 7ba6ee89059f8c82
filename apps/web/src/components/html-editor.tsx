import { Box, Divider, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import { sanitizeHtml } from '../lib/sanitize';

/** Props of {@link HtmlEditor}: the visible label, the starting HTML (sanitised before loading) and the change callback (HTML). */
export type HtmlEditorProps = { label: string; initialHtml: string; onChange: (html: string) => void; minHeight?: number };

type Tool = { label: string; icon: React.ReactNode; isActive?: boolean; disabled?: boolean; onClick: () => void };

/**
 * A small rich-text editor on TipTap for findings texts (insight content, key takeaways): paragraphs, a subheading,
 * bold, italic, lists, undo/redo. It emits HTML; the API sanitises it again on save and every page renders it through
 * DOMPurify ({@link RichText}).
 */
export function HtmlEditor({ label, initialHtml, onChange, minHeight = 160 }: HtmlEditorProps) {
  const labelId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [3] }, code: false, codeBlock: false, link: false, horizontalRule: false })],
    content: sanitizeHtml(initialHtml) || '',
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox', class: 'html-editor-content' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const tools: Tool[][] = [
    [
      {
        label: 'Subheading',
        icon: <Typography sx={{ fontWeight: 700, fontSize: '0.85rem', px: 0.25 }}>H</Typography>,
        isActive: state.h3,
        onClick: () => chain().toggleHeading({ level: 3 }).run(),
      },
      { label: 'Bold', icon: <FormatBoldIcon fontSize="small" />, isActive: state.bold, onClick: () => chain().toggleBold().run() },
      { label: 'Italic', icon: <FormatItalicIcon fontSize="small" />, isActive: state.italic, onClick: () => chain().toggleItalic().run() },
    ],
    [
      { label: 'Bulleted list', icon: <FormatListBulletedIcon fontSize="small" />, isActive: state.bullet, onClick: () => chain().toggleBulletList().run() },
      { label: 'Numbered list', icon: <FormatListNumberedIcon fontSize="small" />, isActive: state.ordered, onClick: () => chain().toggleOrderedList().run() },
    ],
    [
      { label: 'Undo', icon: <UndoIcon fontSize="small" />, disabled: !state.canUndo, onClick: () => chain().undo().run() },
      { label: 'Redo', icon: <RedoIcon fontSize="small" />, disabled: !state.canRedo, onClick: () => chain().redo().run() },
    ],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography id={labelId} component="span" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
        <Stack
          direction="row"
          role="toolbar"
          aria-label={`Formatting of ${label}`}
          divider={<Divider orientation="vertical" flexItem />}
          sx={{ gap: 0.5, p: 0.5, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}
        >
          {tools.map((group, i) => (
            <Stack key={i} direction="row" sx={{ gap: 0.25 }}>
              {group.map((tool) => (
                <Tooltip key={tool.label} title={tool.label}>
                  <span>
                    <IconButton
                      size="small"
                      aria-label={tool.label}
                      aria-pressed={tool.isActive}
                      disabled={tool.disabled}
                      color={tool.isActive ? 'primary' : 'default'}
                      onClick={tool.onClick}
                    >
                      {tool.icon}
                    </IconButton>
                  </span>
                </Tooltip>
              ))}
            </Stack>
          ))}
        </Stack>
        <Box
          sx={{
            px: 1.5,
            py: 1,
            '& .html-editor-content': { minHeight, outline: 'none', lineHeight: 1.6 },
            '& .html-editor-content:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 4 },
            '& .html-editor-content p': { my: 1 },
            '& h3': { fontSize: '1.05rem', mt: 2, mb: 1 },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
    </Box>
  );
}
