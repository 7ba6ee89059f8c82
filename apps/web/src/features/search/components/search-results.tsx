import { Box, Link, List, ListItem, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { SearchResponse } from '@insight/contracts';
import { paths } from '../../../config/paths';
import { formatDuration, formatLanguage } from '../../../lib/format';
import { useClientHref } from '../../../lib/session';
import { highlightPieces } from '../highlight';

/** Props of {@link SearchResults}: the answer and the search text whose words are highlighted. */
export type SearchResultsProps = { answer: SearchResponse; q: string };

/** `text` with the search words marked. */
function Highlighted({ text, q }: { text: string; q: string }) {
  return (
    <>
      {highlightPieces(text, q).map((piece, index) =>
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

/** A group of hits of one kind: its heading with the count and its list (or a line saying there are none). */
function Group({ id, title, count, children }: { id: string; title: string; count: number; children: React.ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {title} ({count})
      </Typography>
      {count === 0 ? <Typography sx={{ color: 'text.secondary' }}>No matches.</Typography> : <List disablePadding>{children}</List>}
    </Paper>
  );
}

/**
 * Search hits grouped by kind (issue 14): quotes and transcript lines open the interview at their moment (a quote marked
 * in the transcript), insights and studies open their study. Search words are highlighted.
 */
export function SearchResults({ answer, q }: SearchResultsProps) {
  const clientHref = useClientHref();
  const { quotes, transcripts, insights, studies } = answer.data;
  const studyTitle = (id: string) => answer.study_titles[id] ?? 'Study';
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Group id="search-quotes" title="Quotes" count={quotes.length}>
        {quotes.map((quote) => (
          <ListItem key={quote.id} disableGutters sx={{ display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Link
              component={RouterLink}
              to={clientHref(paths.study.interview.getHref(quote.study.id, quote.interview.id, { start: Math.floor(quote.start), quoteId: quote.id }))}
            >
              “<Highlighted text={quote.content} q={q} />”
            </Link>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {quote.participant?.name || 'Participant'} · {studyTitle(quote.study.id)} · {formatDuration(quote.start)}
              {quote.tags.length > 0 && ` · ${quote.tags.map((tag) => tag.title).join(', ')}`}
            </Typography>
          </ListItem>
        ))}
      </Group>
      <Group id="search-transcripts" title="Transcript lines" count={transcripts.length}>
        {transcripts.map((line, index) => (
          <ListItem
            key={`${line.interview.id}-${line.language}-${line.start}-${index}`}
            disableGutters
            sx={{ display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            <Link
              component={RouterLink}
              to={clientHref(paths.study.interview.getHref(line.study.id, line.interview.id, { start: line.start }))}
              aria-label={`${line.text} — ${line.participant_name || 'participant'} at ${formatDuration(line.start)}`}
            >
              <Highlighted text={line.text} q={q} />
            </Link>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {line.participant_name || 'Participant'} · {studyTitle(line.study.id)} · {formatDuration(line.start)} · {formatLanguage(line.language)}
            </Typography>
          </ListItem>
        ))}
      </Group>
      <Group id="search-insights" title="Insights" count={insights.length}>
        {insights.map((insight) => (
          <ListItem key={insight.id} disableGutters sx={{ display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Link component={RouterLink} to={clientHref(paths.study.summary.getHref(insight.study.id))}>
              <Highlighted text={insight.title} q={q} />
            </Link>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {studyTitle(insight.study.id)} · <Highlighted text={insight.text.slice(0, 200)} q={q} />
            </Typography>
          </ListItem>
        ))}
      </Group>
      <Group id="search-studies" title="Studies" count={studies.length}>
        {studies.map((study) => (
          <ListItem key={study.id} disableGutters sx={{ display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Link component={RouterLink} to={clientHref(paths.study.summary.getHref(study.id))}>
              <Highlighted text={study.title} q={q} />
            </Link>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <Highlighted text={study.purpose.slice(0, 200)} q={q} />
            </Typography>
          </ListItem>
        ))}
      </Group>
    </Box>
  );
}
