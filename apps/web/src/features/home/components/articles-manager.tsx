import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Tooltip,
} from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import AddIcon from '@mui/icons-material/Add';
import { useSnackbar } from '../../../lib/snackbar';
import type { Article } from '@insight/contracts/home';
import { isApiError } from '../../../lib/api-client';
import { useArticles, useArticleWrites } from '../api/articles';
import { ArticleForm, type ArticleValues } from './article-form';

/** Props of {@link ArticlesManager}: open or not, and the close callback. */
export type ArticlesManagerProps = { open: boolean; onClose: () => void };

/** The research team's article editor (SPEC §2 Home articles): every article with drafts; add, edit, publish, reorder, delete. */
export function ArticlesManager({ open, onClose }: ArticlesManagerProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="articles-manager-title">
      {open && <ManagerContent onClose={onClose} />}
    </Dialog>
  );
}

function ManagerContent({ onClose }: { onClose: () => void }) {
  const articles = useArticles(true);
  const writes = useArticleWrites();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState<Article | 'new' | null>(null);
  const list = articles.data ?? [];
  const failed = [writes.order, writes.remove].find((m) => m.isError)?.error;

  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((a) => a.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    writes.order.mutate(ids, { onSuccess: () => enqueueSnackbar('Order saved', { variant: 'success' }) });
  };
  const save = (values: ArticleValues) => {
    const done = { onSuccess: () => (enqueueSnackbar('Article saved', { variant: 'success' }), setEditing(null)) };
    if (editing === 'new') writes.create.mutate(values, done);
    else if (editing) writes.update.mutate({ id: editing.id, body: values }, done);
  };
  const busy = writes.order.isPending || writes.remove.isPending;

  return (
    <>
      <DialogTitle id="articles-manager-title">Manage articles</DialogTitle>
      <DialogContent>
        {Boolean(failed) && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {isApiError(failed) ? failed.detail : 'An error occurred'}
          </Alert>
        )}
        {editing ? (
          <ArticleForm
            article={editing === 'new' ? undefined : editing}
            onSubmit={save}
            onCancel={() => setEditing(null)}
            isBusy={writes.create.isPending || writes.update.isPending}
            error={editing === 'new' ? writes.create.error : writes.update.error}
          />
        ) : (
          <>
            {articles.isPending && <Skeleton variant="rounded" height={120} />}
            {articles.isSuccess && list.length === 0 && <Alert severity="info">No articles yet: add the first one.</Alert>}
            <List aria-label="Articles in Home order" sx={{ p: 0 }}>
              {list.map((article, index) => (
                <ListItem key={article.id} divider sx={{ gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }} secondaryAction={undefined}>
                  <ListItemText primary={article.title} secondary={article.link} slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }} />
                  <Chip size="small" label={article.published_at ? 'Published' : 'Draft'} color={article.published_at ? 'success' : 'default'} />
                  <Box sx={{ display: 'flex', flexShrink: 0 }}>
                    <Tooltip title="Move up">
                      <span>
                        <IconButton aria-label={`Move ${article.title} up`} disabled={index === 0 || busy} onClick={() => move(index, -1)}>
                          <ArrowUpwardIcon />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title="Move down">
                      <span>
                        <IconButton aria-label={`Move ${article.title} down`} disabled={index === list.length - 1 || busy} onClick={() => move(index, 1)}>
                          <ArrowDownwardIcon />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <IconButton aria-label={`Edit ${article.title}`} onClick={() => setEditing(article)}>
                      <EditOutlinedIcon />
                    </IconButton>
                    <IconButton
                      aria-label={`Delete ${article.title}`}
                      disabled={busy}
                      onClick={() => writes.remove.mutate(article.id, { onSuccess: () => enqueueSnackbar('Article deleted', { variant: 'success' }) })}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Box>
                </ListItem>
              ))}
            </List>
            <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setEditing('new')} sx={{ mt: 2 }}>
              New article
            </Button>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </>
  );
}
