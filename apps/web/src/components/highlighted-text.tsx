import { Box } from '@mui/material';
import { highlightPieces } from '../lib/highlight';

/** Props of {@link HighlightedText}: the text and the search whose words are marked (none: the text as is). */
export type HighlightedTextProps = { text: string; search?: string };

/** `text` with the words of `search` (inflections included) in <mark> (issue 14: search hits highlighted). */
export function HighlightedText({ text, search }: HighlightedTextProps) {
  if (!search?.trim()) return <>{text}</>;
  return (
    <>
      {highlightPieces(text, search).map((piece, index) =>
        piece.isHit ? (
          <Box component="mark" key={index} sx={{ bgcolor: 'rgba(255, 183, 0, 0.45)', color: 'inherit', px: 0.25, borderRadius: 0.5 }}>
            {piece.text}
          </Box>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </>
  );
}
