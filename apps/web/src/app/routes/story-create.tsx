import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { PageContainer } from '../../components/page-container';
import { useBoards } from '../../features/boards/api/get-boards';
import { useCreateStory } from '../../features/stories/api/save-story';
import { isApiError } from '../../lib/api-client';
import { useClientHref } from '../../lib/session';

/** /stories/new (ours, issue 13): names a new story (optionally on a board), creates it and opens its editor. */
export function StoryCreateRoute() {
  const [search] = useSearchParams();
  const boards = useBoards([]);
  const create = useCreateStory();
  const navigate = useNavigate();
  const clientHref = useClientHref();
  const [title, setTitle] = useState('');
  const [boardId, setBoardId] = useState(search.get('board_id') ?? '');
  const [titleError, setTitleError] = useState<string | null>(null);
  const boardKnown = !boardId || (boards.data ?? []).some((b) => b.id === boardId);

  return (
    <PageContainer width="narrow" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        New story
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>Give it a title; you write the rest in the editor, which saves as you go.</Typography>
      <Stack
        component="form"
        noValidate
        sx={{ gap: 2.5 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!title.trim()) return setTitleError('Give the story a title');
          create.mutate(
            { title: title.trim(), board_id: boardId || null, story_content: { type: 'doc', content: [{ type: 'paragraph' }] } },
            { onSuccess: (story) => void navigate(clientHref(paths.story.edit.getHref(story.id)), { replace: true }) },
          );
        }}
      >
        {create.isError && <Alert severity="error">{isApiError(create.error) ? create.error.detail : 'The story could not be created.'}</Alert>}
        <TextField
          label="Title"
          required
          autoFocus
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
            setTitleError(null);
          }}
          error={Boolean(titleError)}
          helperText={titleError}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField select label="Board" value={boardKnown ? boardId : ''} onChange={(e) => setBoardId(e.target.value)}>
          <MenuItem value="">No board</MenuItem>
          {(boards.data ?? []).map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {b.title}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', gap: 1.5 }}>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Create story
          </Button>
          <Button component={RouterLink} to={clientHref(paths.stories.getHref())}>
            Cancel
          </Button>
        </Box>
      </Stack>
    </PageContainer>
  );
}
