import type { ReactNode } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { isSafeHref, type StoryDocument, type StoryNode } from '@insight/contracts/story-document';
import type { StoryQuote, StoryShowreel, Translation } from '../../../lib/api-types';
import { QuoteBlock } from './quote-block';

/** Props of {@link StoryContent}: the document, its blocks' reels and quotes, the Original/English choice, and how to play a reel. */
export type StoryContentProps = {
  /** The answered document (cleaned by the API to the nodes of contracts' story-document.ts). */
  content: { type: 'doc'; content: unknown[] } | null;
  showreels: StoryShowreel[];
  quotes: StoryQuote[];
  translation: Translation;
  /** Renders a showreel block's player (the route hands in the showreels feature's player). */
  renderShowreel: (showreel: StoryShowreel) => ReactNode;
};

type Context = Omit<StoryContentProps, 'content'>;

function renderText(node: StoryNode, key: number): ReactNode {
  let element: ReactNode = node.text ?? '';
  for (const mark of node.marks ?? []) {
    if (mark.type === 'bold') element = <strong>{element}</strong>;
    else if (mark.type === 'italic') element = <em>{element}</em>;
    else if (mark.type === 'underline') element = <u>{element}</u>;
    else if (mark.type === 'strike') element = <s>{element}</s>;
    else if (mark.type === 'link' && mark.attrs?.href && isSafeHref(mark.attrs.href)) {
      const external = !mark.attrs.href.startsWith('/');
      element = (
        <Link href={mark.attrs.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}>
          {element}
        </Link>
      );
    }
  }
  return <span key={key}>{element}</span>;
}

function renderNodes(nodes: StoryNode[] | undefined, ctx: Context): ReactNode[] {
  return (nodes ?? []).map((node, index) => renderNode(node, index, ctx));
}

function renderNode(node: StoryNode, key: number, ctx: Context): ReactNode {
  switch (node.type) {
    case 'text':
      return renderText(node, key);
    case 'heading': {
      // The page title is the h1: document headings are h2–h4.
      const level = Math.min(4, Math.max(2, Number(node.attrs?.level ?? 2)));
      return (
        <Typography key={key} component={`h${level}` as 'h2'} variant={level === 2 ? 'h3' : 'h4'} sx={{ mt: 4, mb: 1.5 }}>
          {renderNodes(node.content, ctx)}
        </Typography>
      );
    }
    case 'paragraph':
      return (
        <Typography key={key} sx={{ my: 1.5, lineHeight: 1.75, fontSize: '1.05rem' }}>
          {renderNodes(node.content, ctx)}
        </Typography>
      );
    case 'blockquote':
      return (
        <Box
          key={key}
          component="blockquote"
          sx={{ my: 3, mx: 0, pl: 3, borderLeft: 4, borderColor: 'primary.main', '& p': { fontSize: '1.2rem', fontStyle: 'italic' } }}
        >
          {renderNodes(node.content, ctx)}
        </Box>
      );
    case 'hardBreak':
      return <br key={key} />;
    case 'horizontalRule':
      return <Box component="hr" key={key} sx={{ my: 4, border: 0, borderTop: 1, borderColor: 'divider' }} />;
    case 'bulletList':
      return (
        <Box component="ul" key={key} sx={{ pl: 3, '& p': { my: 0.5 } }}>
          {renderNodes(node.content, ctx)}
        </Box>
      );
    case 'orderedList':
      return (
        <Box component="ol" key={key} start={Number(node.attrs?.start ?? 1)} sx={{ pl: 3, '& p': { my: 0.5 } }}>
          {renderNodes(node.content, ctx)}
        </Box>
      );
    case 'listItem':
      return <li key={key}>{renderNodes(node.content, ctx)}</li>;
    case 'showreel': {
      const reel = ctx.showreels.find((r) => r.id === node.attrs?.id);
      return reel ? (
        <Box key={key} component="figure" sx={{ my: 4, mx: 0 }}>
          {ctx.renderShowreel(reel)}
          <Typography component="figcaption" variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            Showreel: {reel.title}
          </Typography>
        </Box>
      ) : null;
    }
    case 'quote': {
      const quote = ctx.quotes.find((q) => q.id === node.attrs?.id);
      return quote ? <QuoteBlock key={key} quote={quote} translation={ctx.translation} /> : null;
    }
    default:
      return null;
  }
}

/**
 * Renders a story's document (SPEC §3 Story story_content): only the nodes of contracts' story-document.ts, text as
 * text (never markup), links only to safe targets; showreel and quote blocks play inline with subtitles.
 */
export function StoryContent({ content, ...ctx }: StoryContentProps) {
  if (!content) return null;
  return <Box sx={{ maxWidth: 760 }}>{renderNodes((content as StoryDocument).content, ctx)}</Box>;
}
