import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import { RichText } from '../../../components/rich-text';

/** A node of the story's rich-text document (headings, paragraphs, lists, text marks and showreel blocks). */
export type StoryNode = { type?: string; text?: string; attrs?: Record<string, unknown>; marks?: { type?: string }[]; content?: StoryNode[] };

/** Props of {@link StoryContent}: the story_content document (JSON nodes) or an HTML string. */
export type StoryContentProps = { content: unknown };

function renderText(node: StoryNode, key: number): ReactNode {
  let element: ReactNode = node.text ?? '';
  for (const mark of node.marks ?? []) {
    if (mark.type === 'bold') element = <strong>{element}</strong>;
    else if (mark.type === 'italic') element = <em>{element}</em>;
  }
  return <span key={key}>{element}</span>;
}

function renderNodes(nodes: StoryNode[] | undefined): ReactNode[] {
  return (nodes ?? []).map((node, index) => renderNode(node, index));
}

function renderNode(node: StoryNode, key: number): ReactNode {
  switch (node.type) {
    case 'text':
      return renderText(node, key);
    case 'heading': {
      // The page title is the h1: document headings start at h2.
      const level = Math.min(6, Math.max(2, Number(node.attrs?.level ?? 2)));
      return (
        <Typography key={key} component={`h${level}` as 'h2'} variant={level === 2 ? 'h3' : 'h4'} sx={{ mt: 3, mb: 1 }}>
          {renderNodes(node.content)}
        </Typography>
      );
    }
    case 'paragraph':
      return (
        <Typography key={key} sx={{ my: 1.25, lineHeight: 1.7 }}>
          {renderNodes(node.content)}
        </Typography>
      );
    case 'blockquote':
      return (
        <Box
          key={key}
          component="blockquote"
          sx={{ my: 2, mx: 0, pl: 2.5, borderLeft: 4, borderColor: 'primary.main', fontSize: '1.1rem', '& p': { fontStyle: 'italic' } }}
        >
          {renderNodes(node.content)}
        </Box>
      );
    case 'hardBreak':
      return <br key={key} />;
    case 'horizontalRule':
      return <hr key={key} />;
    case 'bulletList':
      return <ul key={key}>{renderNodes(node.content)}</ul>;
    case 'orderedList':
      return <ol key={key}>{renderNodes(node.content)}</ol>;
    case 'listItem':
      return <li key={key}>{renderNodes(node.content)}</li>;
    case 'showreel':
      return (
        <Paper key={key} variant="outlined" sx={{ my: 2, p: 2, display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <MovieOutlinedIcon aria-hidden color="primary" />
          <Typography>{String(node.attrs?.title ?? 'Showreel')}</Typography>
        </Paper>
      );
    default:
      return node.content ? <Box key={key}>{renderNodes(node.content)}</Box> : null;
  }
}

/** Renders a story's rich-text document (SPEC §3 Story story_content); HTML strings are sanitised with DOMPurify. */
export function StoryContent({ content }: StoryContentProps) {
  if (!content) return null;
  if (typeof content === 'string') return <RichText html={content} />;
  const root = content as StoryNode;
  return <Box>{renderNodes(Array.isArray(content) ? (content as StoryNode[]) : root.content)}</Box>;
}
