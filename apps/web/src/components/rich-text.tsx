import { Box, type SxProps, type Theme } from '@mui/material';
import { sanitizeHtml } from '../lib/sanitize';

/** Props of {@link RichText}: untrusted HTML from the API, or plain text when no HTML is given. */
export type RichTextProps = { html?: string | null; text?: string | null; sx?: SxProps<Theme> };

/** Renders API rich text sanitised with DOMPurify (SPEC: key takeaways, task texts). */
export function RichText({ html, text, sx }: RichTextProps) {
  const safe = sanitizeHtml(html);
  if (!safe) return text ? <Box sx={{ whiteSpace: 'pre-line', ...sx }}>{text}</Box> : null;
  return (
    <Box
      sx={{
        '& p': { my: 1 },
        '& h1, & h2, & h3, & h4': { fontSize: '1.05rem', fontWeight: 600, mt: 2, mb: 1 },
        '& ul, & ol': { pl: 3 },
        '& a': { color: 'primary.main' },
        ...sx,
      }}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
