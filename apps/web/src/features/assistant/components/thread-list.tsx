import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { AssistantThread } from '@insight/contracts';
import { useThreadMutations } from '../api/threads';

/** Props of {@link ThreadList}. */
export type ThreadListProps = { threads: AssistantThread[]; selectedId: string | null; onSelect: (id: string | null) => void };

/** The user's threads: new, select, rename (dialog), delete (after confirmation). */
export function ThreadList({ threads, selectedId, onSelect }: ThreadListProps) {
  const { rename, remove } = useThreadMutations();
  const [renaming, setRenaming] = useState<AssistantThread | null>(null);
  const [title, setTitle] = useState('');
  const [deleting, setDeleting] = useState<AssistantThread | null>(null);

  return (
    <Box component="nav" aria-label="Conversations">
      <Button fullWidth variant="outlined" startIcon={<AddIcon />} onClick={() => onSelect(null)} sx={{ mb: 1 }}>
        New conversation
      </Button>
      {threads.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
          No conversations yet.
        </Typography>
      )}
      <List dense disablePadding>
        {threads.map((thread) => (
          <ListItem
            key={thread.id}
            disablePadding
            secondaryAction={
              <>
                <IconButton
                  size="small"
                  aria-label={`Rename ${thread.title}`}
                  onClick={() => {
                    setRenaming(thread);
                    setTitle(thread.title);
                  }}
                >
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" aria-label={`Delete ${thread.title}`} onClick={() => setDeleting(thread)}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </>
            }
          >
            <ListItemButton
              selected={thread.id === selectedId}
              onClick={() => onSelect(thread.id)}
              aria-current={thread.id === selectedId ? 'page' : undefined}
              sx={{ pr: 11 }}
            >
              <ListItemText primary={thread.title} slotProps={{ primary: { noWrap: true } }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Dialog open={Boolean(renaming)} onClose={() => setRenaming(null)} fullWidth maxWidth="xs">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!renaming || !title.trim()) return;
            rename.mutate({ id: renaming.id, title: title.trim() }, { onSuccess: () => setRenaming(null) });
          }}
        >
          <DialogTitle>Rename conversation</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              label="Title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              fullWidth
              required
              sx={{ mt: 1 }}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRenaming(null)}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={!title.trim() || rename.isPending}>
              Save
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <Dialog open={Boolean(deleting)} onClose={() => setDeleting(null)} fullWidth maxWidth="xs">
        <DialogTitle>Delete conversation?</DialogTitle>
        <DialogContent>
          <Typography>&ldquo;{deleting?.title}&rdquo; and its messages will be deleted.</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() => {
              if (!deleting) return;
              const id = deleting.id;
              remove.mutate(id, {
                onSuccess: () => {
                  setDeleting(null);
                  if (id === selectedId) onSelect(null);
                },
              });
            }}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
