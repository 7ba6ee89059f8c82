import { Box, Button, IconButton, InputAdornment, TextField, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PublicIcon from '@mui/icons-material/Public';
import PublicOffIcon from '@mui/icons-material/PublicOff';
import { useSnackbar } from '../../../lib/snackbar';

/** Props of {@link PublishControls}: published or not, the public link, whether the user may publish, and the toggle. */
export type PublishControlsProps = { isPublished: boolean; publicUrl: string; canPublish: boolean; isBusy: boolean; onToggle: (published: boolean) => void };

/** Publish / Unpublish (needs publish_videos, SPEC §6), who can see the link, and the public link with a Copy button and a snackbar. */
export function PublishControls({ isPublished, publicUrl, canPublish, isBusy, onToggle }: PublishControlsProps) {
  const { enqueueSnackbar } = useSnackbar();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(publicUrl);
      enqueueSnackbar('Public link copied', { variant: 'success' });
    } catch {
      enqueueSnackbar('Could not copy the link: select it and copy it yourself', { variant: 'error' });
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {canPublish && (
        <Box>
          <Button
            variant={isPublished ? 'outlined' : 'contained'}
            startIcon={isPublished ? <PublicOffIcon /> : <PublicIcon />}
            loading={isBusy}
            onClick={() => onToggle(!isPublished)}
          >
            {isPublished ? 'Unpublish' : 'Publish'}
          </Button>
        </Box>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }} id="publish-audience">
        {isPublished
          ? 'Published: anyone with the link can watch this reel, without signing in. Unpublish to close the link.'
          : 'Publishing makes a public link: anyone who has it can watch this reel without signing in. Only your team sees it until then.'}
      </Typography>
      {isPublished && (
        <TextField
          label="Public link"
          value={publicUrl}
          size="small"
          slotProps={{
            htmlInput: { readOnly: true, onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select() },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title="Copy public link">
                    <IconButton aria-label="Copy public link" onClick={() => void copy()} edge="end">
                      <ContentCopyIcon />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    </Box>
  );
}
