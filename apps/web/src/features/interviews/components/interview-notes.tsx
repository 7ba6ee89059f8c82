import { useState, type FormEvent } from 'react';
import { Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from '../../../lib/snackbar';
import type { Note } from '@insight/contracts';
import { formatDuration } from '../../../lib/format';
import { useAddNote, useDeleteNote } from '../api/notes';

/**
 * Props of {@link InterviewNotes}: the interview, the moment a new note is about (seconds), seeking the player, and the
 * notes search (its text and the notes it found, shared with the transcript margin).
 */
export type InterviewNotesProps = {
  interviewId: string;
  moment: { start: number; end: number };
  onSeek: (seconds: number) => void;
  search: string;
  onSearchChange: (search: string) => void;
  notes: { data?: Note[]; isDebouncing: boolean };
};

/** The moment of a note as text ("0:12" or "0:12–0:18"). */
function momentText(note: { start: number; end: number }) {
  return Math.floor(note.end) > Math.floor(note.start) ? `${formatDuration(note.start)}–${formatDuration(note.end)}` : formatDuration(note.start);
}

/**
 * Notes on the interview (issue 14): add a private or team note to the selected words' moment (or the player's time),
 * search the notes (the margin of the transcript shows the same ones), jump to a note's moment, delete one's own.
 */
export function InterviewNotes({ interviewId, moment, onSeek, search, onSearchChange, notes }: InterviewNotesProps) {
  const q = search.trim();
  const add = useAddNote(interviewId);
  const remove = useDeleteNote(interviewId);
  const { enqueueSnackbar } = useSnackbar();
  const [body, setBody] = useState('');
  const [visibility, setVisibility] = useState<Note['visibility']>('TEAM');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    add.mutate(
      { start: moment.start, end: moment.end, body: body.trim(), visibility },
      {
        onSuccess: () => {
          setBody('');
          enqueueSnackbar('Note added', { variant: 'success' });
        },
        onError: () => enqueueSnackbar('The note could not be saved.', { variant: 'error' }),
      },
    );
  };

  return (
    <Box component="section" aria-labelledby="interview-notes-heading" sx={{ mt: 3 }}>
      <Typography id="interview-notes-heading" variant="h2" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
        Notes
      </Typography>
      <Box component="form" onSubmit={submit} aria-label="Add a note" sx={{ display: 'grid', gap: 1, mb: 2 }}>
        <TextField
          label={`Note at ${momentText(moment)}`}
          multiline
          minRows={2}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 4000 } }}
        />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label="Visible to"
            value={visibility}
            onChange={(event) => setVisibility(event.target.value as Note['visibility'])}
            sx={{ minWidth: 150 }}
          >
            <MenuItem value="TEAM">The team</MenuItem>
            <MenuItem value="PRIVATE">Only me</MenuItem>
          </TextField>
          <Button type="submit" variant="outlined" disabled={!body.trim()} loading={add.isPending}>
            Add note
          </Button>
        </Box>
      </Box>
      <TextField
        size="small"
        type="search"
        label="Search notes"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        fullWidth
        sx={{ mb: 1.5 }}
      />
      {notes.data?.length === 0 && !notes.isDebouncing && <Typography sx={{ color: 'text.secondary' }}>{q ? 'No notes match.' : 'No notes yet.'}</Typography>}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {(notes.data ?? []).map((note) => (
          <Paper key={note.id} component="li" variant="outlined" sx={{ p: 1.25, display: 'grid', gap: 0.5 }}>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{note.body}</Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Button size="small" onClick={() => onSeek(note.start)} aria-label={`Play from note at ${momentText(note)}`}>
                {momentText(note)}
              </Button>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {note.author.name || 'Someone'} · {note.visibility === 'PRIVATE' ? 'Only you' : 'Team'}
              </Typography>
              {note.is_mine && (
                <Button size="small" color="error" onClick={() => remove.mutate(note.id)} aria-label={`Delete note at ${momentText(note)}`}>
                  Delete
                </Button>
              )}
            </Box>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
