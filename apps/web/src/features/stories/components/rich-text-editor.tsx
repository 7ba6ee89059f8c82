import { useEffect, useState } from 'react';
import { Box, Button, Divider, IconButton, Stack, TextField, Tooltip, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { isSafeHref, STORY_HEADING_LEVELS, type StoryDocument } from '@insight/contracts/story-document';
import { QuoteBlockNode, ShowreelBlock } from './editor-blocks';

/** Props of {@link RichTextEditor}: the starting document, the change callback, and the pickers of quote and showreel blocks. */
export type RichTextEditorProps = {
  initial: StoryDocument;
  onChange: (document: StoryDocument) => void;
  /** Opens the quote picker; the editor inserts the chosen quote's block. */
  onPickQuote: (insert: (id: string) => void) => void;
  /** Opens the showreel picker; the editor inserts the chosen reel's block. */
  onPickShowreel: (insert: (id: string) => void) => void;
};

type Tool = { label: string; icon?: React.ReactNode; text?: string; isActive?: boolean; onClick: () => void; disabled?: boolean };

function ToolButton({ tool }: { tool: Tool }) {
  return (
    <Tooltip title={tool.label}>
      <span>
        {tool.icon ? (
          <IconButton
            size="small"
            aria-label={tool.label}
            aria-pressed={tool.isActive}
            onClick={tool.onClick}
            disabled={tool.disabled}
            color={tool.isActive ? 'primary' : 'default'}
          >
            {tool.icon}
          </IconButton>
        ) : (
          <Button
            size="small"
            aria-label={tool.label}
            aria-pressed={tool.isActive}
            onClick={tool.onClick}
            color={tool.isActive ? 'primary' : 'inherit'}
            sx={{ minWidth: 40 }}
          >
            {tool.text}
          </Button>
        )}
      </span>
    </Tooltip>
  );
}

function LinkDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) {
  const [href, setHref] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setHref(String(editor.getAttributes('link').href ?? ''));
      setError(null);
    }
  }, [open, editor]);
  const apply = () => {
    const value = href.trim();
    if (!value) editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else if (!isSafeHref(value)) return setError('Use an http(s) or mailto link, or a path of this site');
    else editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="link-dialog-title">
      <DialogTitle id="link-dialog-title">Link</DialogTitle>
      <DialogContent>
        <TextField
          label="Address"
          value={href}
          onChange={(e) => setHref(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? 'Leave empty to remove the link'}
          fullWidth
          autoFocus
          sx={{ mt: 1 }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={apply}>
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The story's rich-text editor on TipTap (issue 13): headings (h2–h4), paragraphs, bold/italic, lists, links, quote
 * blocks and showreel blocks, undo and redo. It emits TipTap JSON, which the API checks against contracts' story-document.ts.
 */
export function RichTextEditor({ initial, onChange, onPickQuote, onPickShowreel }: RichTextEditorProps) {
  const [isLinkOpen, setIsLinkOpen] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [...STORY_HEADING_LEVELS] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, isAllowedUri: (url) => isSafeHref(url) },
      }),
      ShowreelBlock,
      QuoteBlockNode,
    ],
    content: initial,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': 'Story text', 'aria-multiline': 'true', role: 'textbox', class: 'story-editor-content' } },
    onUpdate: ({ editor: e }) => onChange(e.getJSON() as StoryDocument),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const insertBlock = (type: 'showreel' | 'quote') => (id: string) =>
    editor
      .chain()
      .focus()
      .insertContent([{ type, attrs: { id } }, { type: 'paragraph' }])
      .run();
  const groups: Tool[][] = [
    [
      { label: 'Section heading', text: 'H2', isActive: state.h2, onClick: () => chain().toggleHeading({ level: 2 }).run() },
      { label: 'Subsection heading', text: 'H3', isActive: state.h3, onClick: () => chain().toggleHeading({ level: 3 }).run() },
      { label: 'Paragraph', text: '¶', onClick: () => chain().setParagraph().run() },
    ],
    [
      { label: 'Bold', icon: <FormatBoldIcon />, isActive: state.bold, onClick: () => chain().toggleBold().run() },
      { label: 'Italic', icon: <FormatItalicIcon />, isActive: state.italic, onClick: () => chain().toggleItalic().run() },
      { label: 'Link', icon: <InsertLinkIcon />, isActive: state.link, onClick: () => setIsLinkOpen(true) },
    ],
    [
      { label: 'Bulleted list', icon: <FormatListBulletedIcon />, isActive: state.bullet, onClick: () => chain().toggleBulletList().run() },
      { label: 'Numbered list', icon: <FormatListNumberedIcon />, isActive: state.ordered, onClick: () => chain().toggleOrderedList().run() },
      { label: 'Block quote', icon: <FormatQuoteIcon />, isActive: state.blockquote, onClick: () => chain().toggleBlockquote().run() },
    ],
    [
      { label: 'Undo', icon: <UndoIcon />, onClick: () => chain().undo().run(), disabled: !state.canUndo },
      { label: 'Redo', icon: <RedoIcon />, onClick: () => chain().redo().run(), disabled: !state.canRedo },
    ],
  ];

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Stack
        direction="row"
        role="toolbar"
        aria-label="Formatting"
        divider={<Divider orientation="vertical" flexItem />}
        sx={{
          gap: 0.5,
          p: 1,
          flexWrap: 'wrap',
          borderBottom: 1,
          borderColor: 'divider',
          position: 'sticky',
          top: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          borderRadius: '8px 8px 0 0',
        }}
      >
        {groups.map((group, i) => (
          <Stack key={i} direction="row" sx={{ gap: 0.25 }}>
            {group.map((tool) => (
              <ToolButton key={tool.label} tool={tool} />
            ))}
          </Stack>
        ))}
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button size="small" startIcon={<FormatQuoteIcon />} onClick={() => onPickQuote(insertBlock('quote'))}>
            Insert quote
          </Button>
          <Button size="small" startIcon={<MovieOutlinedIcon />} onClick={() => onPickShowreel(insertBlock('showreel'))}>
            Insert showreel
          </Button>
        </Stack>
      </Stack>
      <Box
        sx={{
          px: { xs: 2, md: 3 },
          py: 2,
          '& .story-editor-content': { minHeight: 320, outline: 'none', lineHeight: 1.7, fontSize: '1.05rem' },
          '& .story-editor-content:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 4 },
          '& h2': { fontSize: '1.35rem', mt: 3 },
          '& h3': { fontSize: '1.15rem', mt: 2.5 },
          '& blockquote': { borderLeft: 4, borderColor: 'primary.main', pl: 2, ml: 0, fontStyle: 'italic' },
          '& a': { color: 'primary.main' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      <LinkDialog editor={editor} open={isLinkOpen} onClose={() => setIsLinkOpen(false)} />
    </Box>
  );
}
