import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  List,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useInterviewOptions, useQuoteOptions, useReelOptions } from '../api/get-block-options';
import { formatDuration } from '../../../lib/format';

/** What to pick: a quote, a reel for a block, a reel whose file becomes a cover video (needs a rendered file), or an interview to highlight. */
export type PickKind = 'quote' | 'showreel' | 'cover' | 'interview';

/** Props of {@link BlockPickerDialog}: what to pick, and the callbacks (`onPick` gets the id and its label). */
export type BlockPickerDialogProps = { kind: PickKind; onPick: (id: string, label: string) => void; onClose: () => void };

const TITLES: Record<PickKind, string> = {
  quote: 'Insert a quote',
  showreel: 'Insert a showreel',
  cover: 'Choose a video from a showreel',
  interview: 'Highlight an interview',
};
const SEARCH_LABELS: Record<PickKind, string> = {
  quote: 'Search quotes',
  showreel: 'Search showreels',
  cover: 'Search showreels',
  interview: 'Search participants',
};

function InterviewList({ search, onPick }: { search: string; onPick: BlockPickerDialogProps['onPick'] }) {
  const interviews = useInterviewOptions();
  const needle = search.toLowerCase();
  const shown = (interviews.data ?? []).filter((i) => !needle || `${i.participant.name} ${i.participant.country ?? ''}`.toLowerCase().includes(needle));
  if (interviews.isError) return <Alert severity="error">The interviews could not be loaded.</Alert>;
  if (interviews.isSuccess && shown.length === 0) return <Typography sx={{ p: 2, color: 'text.secondary' }}>No interviews match.</Typography>;
  return (
    <List aria-label="Interviews" aria-busy={interviews.isFetching}>
      {shown.map((i) => {
        const who = [i.participant.name, i.participant.age, i.participant.country].filter((p) => p !== null && p !== '').join(', ');
        return (
          <ListItemButton key={i.id} onClick={() => onPick(i.id, who)} sx={{ gap: 2 }}>
            <Box sx={{ width: 96, aspectRatio: '16 / 9', bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden', flexShrink: 0 }}>
              {i.thumbnail && (
                <Box component="img" src={i.thumbnail} alt="" width={320} height={180} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
              )}
            </Box>
            <ListItemText primary={who} secondary={formatDuration(i.duration)} />
          </ListItemButton>
        );
      })}
    </List>
  );
}

function QuoteList({ search, onPick }: { search: string; onPick: BlockPickerDialogProps['onPick'] }) {
  const quotes = useQuoteOptions(search);
  if (quotes.isError) return <Alert severity="error">The quotes could not be loaded.</Alert>;
  if (quotes.data?.length === 0) return <Typography sx={{ p: 2, color: 'text.secondary' }}>No quotes match.</Typography>;
  return (
    <List aria-label="Quotes" aria-busy={quotes.isFetching}>
      {(quotes.data ?? []).map((q) => (
        <ListItemButton key={q.id} onClick={() => onPick(q.id, q.content)}>
          <ListItemText
            primary={`“${q.content}”`}
            secondary={`${q.participant.name}${q.participant.country ? `, ${q.participant.country}` : ''} · ${formatDuration(q.end - q.start)}`}
          />
        </ListItemButton>
      ))}
    </List>
  );
}

function ReelList({ search, needsFile, onPick }: { search: string; needsFile: boolean; onPick: BlockPickerDialogProps['onPick'] }) {
  const reels = useReelOptions(search);
  if (reels.isError) return <Alert severity="error">The showreels could not be loaded.</Alert>;
  if (reels.data?.length === 0) return <Typography sx={{ p: 2, color: 'text.secondary' }}>No showreels match.</Typography>;
  return (
    <List aria-label="Showreels" aria-busy={reels.isFetching}>
      {(reels.data ?? []).map((r) => (
        <ListItemButton key={r.id} onClick={() => onPick(r.id, r.title)} disabled={needsFile && !r.has_file} sx={{ gap: 2 }}>
          <Box sx={{ width: 96, aspectRatio: '16 / 9', bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden', flexShrink: 0 }}>
            {r.thumbnail && (
              <Box component="img" src={r.thumbnail} alt="" width={640} height={360} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            )}
          </Box>
          <ListItemText primary={r.title} secondary={needsFile && !r.has_file ? 'Its video file is still being made' : formatDuration(r.duration)} />
        </ListItemButton>
      ))}
    </List>
  );
}

/** Picks a quote or a showreel of the client for the story editor (blocks and cover videos), searchable. */
export function BlockPickerDialog({ kind, onPick, onClose }: BlockPickerDialogProps) {
  const [search, setSearch] = useState('');
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="block-picker-title">
      <DialogTitle id="block-picker-title">{TITLES[kind]}</DialogTitle>
      <DialogContent dividers sx={{ minHeight: 360 }}>
        <TextField
          type="search"
          label={SEARCH_LABELS[kind]}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          fullWidth
          autoFocus
          size="small"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        {kind === 'quote' && <QuoteList search={search.trim()} onPick={onPick} />}
        {kind === 'interview' && <InterviewList search={search.trim()} onPick={onPick} />}
        {(kind === 'showreel' || kind === 'cover') && <ReelList search={search.trim()} needsFile={kind === 'cover'} onPick={onPick} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
