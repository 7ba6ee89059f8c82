import { Box, Link, List, ListItem, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { SearchResponse } from '@insight/contracts';
import { paths } from '../../../config/paths';
import { formatDuration, formatLanguage } from '../../../lib/format';
import { useClientHref } from '../../../lib/session';
import { FoundInTranslation } from '../../../components/found-in-translation';
import { HighlightedText } from '../../../components/highlighted-text';
import { TranslationToggle } from '../../../components/translation-toggle';
import type { Translation } from '../../../lib/api-types';

/**
 * Props of {@link SearchResults}: the answer, the search text whose words are highlighted, and the quotes' text
 * (original or English) with its switch.
 */
export type SearchResultsProps = { answer: SearchResponse; q: string; translation: Translation; onTranslationChange: (next: Translation) => void };

/** A group of hits of one kind: its heading with the count (and an `action` beside it) and its list (or a line saying there are none). */
function Group({ id, title, count, action, children }: { id: string; title: string; count: number; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.2rem' }}>
          {title} ({count})
        </Typography>
        {action}
      </Box>
      {count === 0 ? <Typography sx={{ color: 'text.secondary' }}>No matches.</Typography> : <List disablePadding>{children}</List>}
    </Paper>
  );
}

/**
 * Search hits grouped by kind (issue 14): quotes, transcript lines and notes open the interview at their moment (a quote
 * marked in the transcript), insights and studies open their study. Search words are highlighted; quotes show in the
 * original or in English (a quote found through its translation shows its words there; in the original it says
 * "Found in the English translation", named as the link's description; the English switch above shows the words).
 */
export function SearchResults({ answer, q, translation, onTranslationChange }: SearchResultsProps) {
  const clientHref = useClientHref();
  const { quotes, transcripts, notes, insights, studies } = answer.data;
  const studyTitle = (id: string) => answer.study_titles[id] ?? 'Study';
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Group
        id="search-quotes"
        title="Quotes"
        count={quotes.length}
        action={<TranslationToggle value={translation} onChange={onTranslationChange} label="Quote language" />}
      >
        {quotes.map((quote) => {
          // Found through the English translation only: the original shown holds none of the words, so the line says where they are.
          const isFoundInTranslation = quote.found_in === 'en' && quote.translation === 'original';
          const noteId = `search-quote-${quote.id}-found-in`;
          return (
            <ListItem key={quote.id} disableGutters sx={{ display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Link
                component={RouterLink}
                to={clientHref(paths.study.interview.getHref(quote.study.id, quote.interview.id, { start: Math.floor(quote.start), quoteId: quote.id }))}
                aria-describedby={isFoundInTranslation ? noteId : undefined}
              >
                “<HighlightedText search={q} text={quote.content} />”
              </Link>
              {isFoundInTranslation && <FoundInTranslation id={noteId} />}
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {quote.participant?.name || 'Participant'} · {studyTitle(quote.study.id)} · {formatDuration(quote.start)}
                {quote.tags.length > 0 && ` · ${quote.tags.map((tag) => tag.title).join(', ')}`}
              </Typography>
            </ListItem>
          );
        })}
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
              <HighlightedText search={q} text={line.text} />
            </Link>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {line.participant_name || 'Participant'} · {studyTitle(line.study.id)} · {formatDuration(line.start)} · {formatLanguage(line.language)}
            </Typography>
          </ListItem>
        ))}
      </Group>
      <Group id="search-notes" title="Notes" count={notes.length}>
        {notes.map((note) => (
          <ListItem key={note.id} disableGutters sx={{ display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Link
              component={RouterLink}
              to={clientHref(paths.study.interview.getHref(note.study.id, note.interview.id, { start: Math.floor(note.start), quoteId: note.quote?.id }))}
            >
              <HighlightedText search={q} text={note.text} />
            </Link>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {note.visibility === 'PRIVATE' ? 'Private note' : 'Team note'} by {note.is_mine ? 'you' : note.author_name || 'a colleague'} ·{' '}
              {note.participant_name || 'Participant'} · {studyTitle(note.study.id)} · {formatDuration(note.start)}
            </Typography>
          </ListItem>
        ))}
      </Group>
      <Group id="search-insights" title="Insights" count={insights.length}>
        {insights.map((insight) => (
          <ListItem key={insight.id} disableGutters sx={{ display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Link component={RouterLink} to={clientHref(paths.study.summary.getHref(insight.study.id))}>
              <HighlightedText search={q} text={insight.title} />
            </Link>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {studyTitle(insight.study.id)} · <HighlightedText search={q} text={insight.text.slice(0, 200)} />
            </Typography>
          </ListItem>
        ))}
      </Group>
      <Group id="search-studies" title="Studies" count={studies.length}>
        {studies.map((study) => (
          <ListItem key={study.id} disableGutters sx={{ display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Link component={RouterLink} to={clientHref(paths.study.summary.getHref(study.id))}>
              <HighlightedText search={q} text={study.title} />
            </Link>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <HighlightedText search={q} text={study.purpose.slice(0, 200)} />
            </Typography>
          </ListItem>
        ))}
      </Group>
    </Box>
  );
}
