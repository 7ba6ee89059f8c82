import { createContext, useContext } from 'react';
import { Box, IconButton, Paper, Typography } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import { Node, NodeViewWrapper, ReactNodeViewRenderer, mergeAttributes, type ReactNodeViewProps } from '@tiptap/react';

/** What the editor knows about the reels and quotes its blocks show (titles and words), by id. */
export type BlockLabels = { showreels: Map<string, string>; quotes: Map<string, string> };

/** Labels of the blocks in the editor, provided by the story editor. */
export const BlockLabelsContext = createContext<BlockLabels>({ showreels: new Map(), quotes: new Map() });

function BlockView({ node, deleteNode, selected }: ReactNodeViewProps) {
  const labels = useContext(BlockLabelsContext);
  const isReel = node.type.name === 'showreel';
  const id = String(node.attrs.id ?? '');
  const text = (isReel ? labels.showreels : labels.quotes).get(id);
  const kind = isReel ? 'Showreel' : 'Quote';
  return (
    <NodeViewWrapper data-story-block={node.type.name} contentEditable={false}>
      <Paper
        variant="outlined"
        role="group"
        aria-label={`${kind} block: ${text ?? id}`}
        sx={{
          my: 1.5,
          p: 1.5,
          display: 'flex',
          gap: 1.5,
          alignItems: 'center',
          borderColor: selected ? 'primary.main' : 'divider',
          borderWidth: selected ? 2 : 1,
          bgcolor: 'action.hover',
        }}
      >
        {isReel ? <MovieOutlinedIcon color="primary" aria-hidden /> : <FormatQuoteIcon color="primary" aria-hidden />}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" component="p" sx={{ lineHeight: 1.5 }}>
            {kind} · plays in the story
          </Typography>
          <Typography sx={{ fontStyle: isReel ? 'normal' : 'italic', overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {text ? (isReel ? text : `“${text}”`) : 'Loading…'}
          </Typography>
        </Box>
        <IconButton aria-label={`Remove ${kind.toLowerCase()} block`} onClick={() => deleteNode()} size="small">
          <DeleteOutlinedIcon />
        </IconButton>
      </Paper>
    </NodeViewWrapper>
  );
}

function blockNode(name: 'showreel' | 'quote') {
  return Node.create({
    name,
    group: 'block',
    atom: true,
    draggable: true,
    selectable: true,
    addAttributes() {
      return { id: { default: null } };
    },
    parseHTML() {
      return [{ tag: `div[data-story-block="${name}"]` }];
    },
    renderHTML({ HTMLAttributes }) {
      return ['div', mergeAttributes(HTMLAttributes, { 'data-story-block': name })];
    },
    addNodeView() {
      return ReactNodeViewRenderer(BlockView);
    },
  });
}

/** The showreel block of a story document (contracts' story-document.ts `showreel` node, attrs.id). */
export const ShowreelBlock = blockNode('showreel');
/** The quote block of a story document (contracts' story-document.ts `quote` node, attrs.id). */
export const QuoteBlockNode = blockNode('quote');
