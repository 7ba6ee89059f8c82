import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from '../../../lib/snackbar';
import { LIMITS } from '@insight/contracts/limits';
import { isSafeLink } from '@insight/contracts/links';
import { isApiError } from '../../../lib/api-client';
import { useNotices, useNoticeWrites } from '../api/notices';

/** Props of {@link NewsDialog}: open or not, and the close callback. */
export type NewsDialogProps = { open: boolean; onClose: () => void };

/** The research team's news banner editor (SPEC §2): publish a notice to the client's users, or withdraw one. */
export function NewsDialog({ open, onClose }: NewsDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="news-dialog-title">
      {open && <NewsContent onClose={onClose} />}
    </Dialog>
  );
}

function NewsContent({ onClose }: { onClose: () => void }) {
  const notices = useNotices(true);
  const { create, update } = useNoticeWrites();
  const { enqueueSnackbar } = useSnackbar();
  const [message, setMessage] = useState('');
  const [link, setLink] = useState('');
  const [errors, setErrors] = useState<{ message?: string; link?: string }>({});
  const apiError = isApiError(create.error) ? create.error : isApiError(update.error) ? update.error : null;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!message.trim()) found.message = 'This value is required';
    if (link.trim() && !isSafeLink(link.trim())) found.link = 'Use a portal path (/…) or an http(s) address';
    setErrors(found);
    if (found.message || found.link) return;
    create.mutate(
      { message, link: link.trim() || null, published: true },
      {
        onSuccess: () => {
          enqueueSnackbar('News published', { variant: 'success' });
          setMessage('');
          setLink('');
          void notices.refetch();
        },
      },
    );
  };

  return (
    <>
      <DialogTitle id="news-dialog-title">News banner</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          A published notice shows above the header for everyone in this client until they close it.
        </Typography>
        {apiError && !apiError.invalidParams?.length && (
          <Alert severity="error" role="alert">
            {apiError.detail}
          </Alert>
        )}
        <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Publish news" sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label="Message"
            required
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            error={Boolean(errors.message)}
            helperText={errors.message ?? `At most ${LIMITS.noticeMaxLength} characters`}
            slotProps={{ htmlInput: { maxLength: LIMITS.noticeMaxLength } }}
          />
          <TextField
            label="Read more link"
            value={link}
            onChange={(e) => setLink(e.target.value)}
            error={Boolean(errors.link)}
            helperText={errors.link ?? 'Optional: a portal page such as /stories, or a web address'}
          />
          <Button type="submit" variant="contained" loading={create.isPending} sx={{ justifySelf: 'start' }}>
            Publish news
          </Button>
        </Box>
        {notices.isSuccess && notices.data.length > 0 && (
          <List aria-label="Earlier news" dense>
            {notices.data.map((notice) => (
              <ListItem key={notice.id} divider sx={{ gap: 1 }}>
                <ListItemText primary={notice.message} secondary={notice.link ?? undefined} />
                <Chip size="small" label={notice.published_at ? 'Published' : 'Withdrawn'} color={notice.published_at ? 'success' : 'default'} />
                <Button
                  size="small"
                  onClick={() => update.mutate({ id: notice.id, body: { published: !notice.published_at } }, { onSuccess: () => void notices.refetch() })}
                >
                  {notice.published_at ? 'Withdraw' : 'Publish again'}
                </Button>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </>
  );
}
