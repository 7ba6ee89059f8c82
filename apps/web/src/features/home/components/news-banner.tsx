import { Box, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import { useCurrentNotice, useDismissNotice } from '../api/notices';
import { ArticleLink } from './article-link';

/** Height of the news banner in px: the header grows from 100/80 to 156/136 with it (SPEC §2). */
export const NEWS_BANNER_HEIGHT = 56;

/**
 * The news banner (SPEC §2) at the top of the header: the newest published notice the user has not closed, with an
 * optional "Read more" link; closing it is kept on the server (per user, every device). Renders nothing without one.
 */
export function NewsBanner() {
  const notice = useCurrentNotice();
  const dismiss = useDismissNotice();
  if (!notice.data) return null;
  const { id, message, link } = notice.data;
  return (
    <Box
      role="region"
      aria-label="News"
      sx={{
        height: NEWS_BANNER_HEIGHT,
        bgcolor: 'primary.dark',
        color: 'primary.contrastText',
        display: 'flex',
        alignItems: 'center',
        px: { xs: 2, md: 4 },
        gap: 1.5,
      }}
    >
      <CampaignOutlinedIcon aria-hidden sx={{ flexShrink: 0 }} />
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}>
        {message}
        {link && (
          <>
            {' '}
            <Box component="span" sx={{ fontWeight: 600, '& a': { textDecorationColor: 'currentcolor' } }}>
              <ArticleLink href={link}>Read more</ArticleLink>
            </Box>
          </>
        )}
      </Typography>
      <IconButton aria-label="Dismiss news" onClick={() => dismiss.mutate(id)} sx={{ color: 'inherit', flexShrink: 0 }}>
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
