import { useState } from 'react';
import { Box, Button, Skeleton, Typography } from '@mui/material';
import EditNoteIcon from '@mui/icons-material/EditNote';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import { isResearchTeam } from '@insight/contracts/permissions';
import { ErrorState } from '../../../components/error-state';
import { useSession } from '../../../lib/session';
import { CARD_GRID_SX } from '../../../lib/theme';
import { useArticles } from '../api/articles';
import { ArticleCard } from './article-card';
import { ArticlesManager } from './articles-manager';
import { NewsDialog } from './news-dialog';

/**
 * The articles of Home (SPEC §2 Home: hero, popular studies, articles): the client's published articles in order; the
 * research team sees drafts too and gets Manage articles and News banner. Hidden for others when there are none.
 */
export function ArticlesSection() {
  const { user } = useSession();
  const isTeam = isResearchTeam(user.permissions);
  const articles = useArticles(isTeam);
  const [dialog, setDialog] = useState<'articles' | 'news' | null>(null);
  if (!isTeam && articles.isSuccess && articles.data.length === 0) return null;

  return (
    <Box component="section" aria-labelledby="articles-heading" sx={{ mt: { xs: 5, md: 7 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 3, gap: 2, flexWrap: 'wrap' }}>
        <Typography id="articles-heading" variant="h2">
          Articles
        </Typography>
        {isTeam && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button startIcon={<EditNoteIcon />} onClick={() => setDialog('articles')}>
              Manage articles
            </Button>
            <Button startIcon={<CampaignOutlinedIcon />} onClick={() => setDialog('news')}>
              News banner
            </Button>
          </Box>
        )}
      </Box>
      {articles.isError && <ErrorState error={articles.error} onRetry={() => void articles.refetch()} />}
      {articles.isPending && (
        <Box component="ul" aria-label="Loading articles" aria-busy sx={CARD_GRID_SX}>
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton variant="rounded" height={260} />
            </li>
          ))}
        </Box>
      )}
      {articles.isSuccess && articles.data.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>No articles yet. Add one with Manage articles.</Typography>
      )}
      {articles.isSuccess && articles.data.length > 0 && (
        <Box component="ul" aria-label="Articles" sx={CARD_GRID_SX}>
          {articles.data.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </Box>
      )}
      {isTeam && <ArticlesManager open={dialog === 'articles'} onClose={() => setDialog(null)} />}
      {isTeam && <NewsDialog open={dialog === 'news'} onClose={() => setDialog(null)} />}
    </Box>
  );
}
