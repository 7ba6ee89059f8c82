import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import type { Article } from '@insight/contracts/home';
import { CoverImage } from '../../../components/cover-image';
import { ArticleLink } from './article-link';

/** Props of {@link ArticleCard}: the article. */
export type ArticleCardProps = { article: Article };

/** An article on Home (SPEC §2): picture (decorative), title as the link, lead; a Draft chip when unpublished (research team only). */
export function ArticleCard({ article }: ArticleCardProps) {
  const headingId = `article-${article.id}-title`;
  return (
    <Card component="article" aria-labelledby={headingId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {article.image_url ? (
        <CoverImage src={article.image_url} width={960} height={540} />
      ) : (
        <Box aria-hidden sx={{ width: '100%', aspectRatio: '16 / 9', background: 'linear-gradient(120deg, #ede7f6, #d1c4e9)' }} />
      )}
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        {!article.published_at && <Chip size="small" label="Draft" sx={{ justifySelf: 'start' }} />}
        <Typography id={headingId} component="h3" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
          <ArticleLink href={article.link}>{article.title}</ArticleLink>
        </Typography>
        {article.lead && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {article.lead}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
