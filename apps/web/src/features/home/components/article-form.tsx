import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, TextField } from '@mui/material';
import type { Article } from '@insight/contracts/home';
import { LIMITS } from '@insight/contracts/limits';
import { isSafeLink } from '@insight/contracts/links';
import { isApiError } from '../../../lib/api-client';

/** What the article form submits. */
export type ArticleValues = { title: string; lead: string; image_url?: string | null; link: string; published: boolean };

/** Props of {@link ArticleForm}: the article to edit (none: a new one), the submit (answers when saved), busy and error state. */
export type ArticleFormProps = { article?: Article; onSubmit: (values: ArticleValues) => void; onCancel: () => void; isBusy: boolean; error: unknown };

/** The research team's article fields: title, lead, picture address, link (a portal path or an http(s) URL), published. */
export function ArticleForm({ article, onSubmit, onCancel, isBusy, error }: ArticleFormProps) {
  const [title, setTitle] = useState(article?.title ?? '');
  const [lead, setLead] = useState(article?.lead ?? '');
  const [imageUrl, setImageUrl] = useState(article?.image_url?.startsWith('/api/media/') ? '' : (article?.image_url ?? ''));
  const [link, setLink] = useState(article?.link ?? '');
  const [published, setPublished] = useState(article ? article.published_at !== null : false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const apiError = isApiError(error) ? error : null;
  const fieldError = (name: string) => errors[name] ?? apiError?.invalidParams?.find((p) => p.name === name)?.reason;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = 'This value is required';
    if (!link.trim()) found.link = 'This value is required';
    else if (!isSafeLink(link.trim())) found.link = 'Use a portal path (/…) or an http(s) address';
    if (imageUrl.trim() && !isSafeLink(imageUrl.trim())) found.image_url = 'Use a portal path (/…) or an http(s) address';
    setErrors(found);
    if (Object.keys(found).length) return;
    // Editing without touching a stored picture keeps it (no image_url sent); a new address replaces it.
    const keepStored = article?.image_url?.startsWith('/api/media/') && !imageUrl.trim();
    onSubmit({ title, lead, link, published, image_url: keepStored ? undefined : imageUrl.trim() || null });
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label={article ? `Edit ${article.title}` : 'New article'} sx={{ display: 'grid', gap: 2 }}>
      {apiError && !apiError.invalidParams?.length && (
        <Alert severity="error" role="alert">
          {apiError.detail}
        </Alert>
      )}
      <TextField
        label="Title"
        required
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={Boolean(fieldError('title'))}
        helperText={fieldError('title')}
        slotProps={{ htmlInput: { maxLength: LIMITS.articleTitleMaxLength } }}
      />
      <TextField
        label="Lead"
        multiline
        minRows={2}
        value={lead}
        onChange={(e) => setLead(e.target.value)}
        error={Boolean(fieldError('lead'))}
        helperText={fieldError('lead') ?? 'One or two sentences under the title'}
        slotProps={{ htmlInput: { maxLength: LIMITS.articleLeadMaxLength } }}
      />
      <TextField
        label="Link"
        required
        value={link}
        onChange={(e) => setLink(e.target.value)}
        error={Boolean(fieldError('link'))}
        helperText={fieldError('link') ?? 'A portal page such as /studies, or a web address (opens in a new tab)'}
      />
      <TextField
        label="Picture address"
        value={imageUrl}
        onChange={(e) => setImageUrl(e.target.value)}
        error={Boolean(fieldError('image_url'))}
        helperText={fieldError('image_url') ?? (article?.image_url?.startsWith('/api/media/') ? 'Leave empty to keep the current picture' : 'Optional')}
      />
      <FormControlLabel control={<Checkbox checked={published} onChange={(e) => setPublished(e.target.checked)} />} label="Published on Home" />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="contained" loading={isBusy}>
          {article ? 'Save article' : 'Add article'}
        </Button>
      </Box>
    </Box>
  );
}
