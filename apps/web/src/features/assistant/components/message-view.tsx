import { Fragment, useState } from 'react';
import { Alert, Box, Button, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import { Link as RouterLink } from 'react-router';
import type { AssistantAction, Citation } from '@insight/contracts';
import { keepClientId, paths, studyFromBriefHref } from '../../../config/paths';
import { useClientId } from '../../../lib/session';
import { ClipPlayer } from './clip-player';

/** Props of {@link MessageView}: who speaks, the text, its citations, an action, and whether it is still streaming. */
export type MessageViewProps = {
  role: 'user' | 'assistant';
  content: string;
  citations: Citation[];
  action: AssistantAction | null;
  provider: string | null;
  streaming?: boolean;
  error?: string | null;
  status?: string;
};

const KIND_LABEL: Record<Citation['kind'], string> = {
  quote: 'Quote',
  transcript: 'Interview',
  insight: 'Insight',
  study: 'Study',
  business_question: 'Business question',
};

/** One message: text with [n] citation buttons; sources below (a clip plays inline, insights and studies link to their study). */
export function MessageView({ role, content, citations, action, provider, streaming, error, status }: MessageViewProps) {
  const clientId = useClientId();
  const [open, setOpen] = useState<number | null>(null);
  const [copied, setCopied] = useState(false);
  const byNumber = new Map(citations.map((c) => [c.n, c]));
  const opened = open !== null ? byNumber.get(open) : undefined;
  const select = (n: number) => setOpen((current) => (current === n ? null : n));

  if (role === 'user') {
    return (
      <Box sx={{ alignSelf: 'flex-end', maxWidth: '85%', bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, py: 1.5, borderRadius: 2 }}>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{content}</Typography>
      </Box>
    );
  }
  // Text with each [n] as a button that opens citation n.
  const parts = content.split(/(\[\d{1,2}\])/g);
  return (
    <Paper variant="outlined" component="article" aria-label="Assistant answer" aria-busy={streaming || undefined} sx={{ p: 2, maxWidth: '100%' }}>
      <Typography component="div" sx={{ whiteSpace: 'pre-wrap', lineHeight: 1.7 }}>
        {parts.map((part, i) => {
          const n = /^\[(\d{1,2})\]$/.exec(part)?.[1];
          const citation = n ? byNumber.get(Number(n)) : undefined;
          if (!citation) return <Fragment key={i}>{part}</Fragment>;
          return (
            <Button
              key={i}
              size="small"
              variant={open === citation.n ? 'contained' : 'outlined'}
              onClick={() => select(citation.n)}
              aria-label={`Citation ${citation.n}: ${KIND_LABEL[citation.kind]} from ${citation.study_title}`}
              aria-expanded={open === citation.n}
              sx={{ minWidth: 0, px: 0.75, py: 0, mx: 0.25, lineHeight: 1.4, verticalAlign: 'baseline' }}
            >
              {citation.n}
            </Button>
          );
        })}
        {streaming && (
          <Box
            component="span"
            aria-hidden
            sx={{ display: 'inline-block', width: 8, height: 16, ml: 0.5, bgcolor: 'text.primary', verticalAlign: 'text-bottom' }}
          />
        )}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      {status === 'aborted' && !error && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Stopped.
        </Typography>
      )}
      {opened?.clip && (
        <Box sx={{ mt: 2 }}>
          <ClipPlayer citation={{ ...opened, clip: opened.clip }} />
        </Box>
      )}
      {opened && !opened.clip && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2">
            [{opened.n}] {KIND_LABEL[opened.kind]}: {opened.snippet}
          </Typography>
        </Box>
      )}
      {citations.length > 0 && !streaming && (
        <Box component="section" aria-label="Sources" sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            Sources
          </Typography>
          <Stack component="ol" spacing={0.75} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
            {citations.map((c) => (
              <Box component="li" key={c.n} sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Chip size="small" label={c.n} />
                <Typography variant="body2" component="span">
                  {KIND_LABEL[c.kind]} · {c.clip ? c.title || 'Participant' : c.title} ·{' '}
                  <Link component={RouterLink} underline="always" to={keepClientId(paths.study.summary.getHref(c.study_id), clientId)}>
                    {c.study_title}
                  </Link>
                </Typography>
                {c.clip && (
                  <Button size="small" startIcon={<PlayCircleOutlineIcon />} onClick={() => select(c.n)} aria-label={`Play clip ${c.n}`}>
                    Play
                  </Button>
                )}
              </Box>
            ))}
          </Stack>
        </Box>
      )}
      {action && !streaming && (
        <Button component={RouterLink} to={keepClientId(studyFromBriefHref(action.brief), clientId)} variant="contained" sx={{ mt: 2 }}>
          Start a study from this brief
        </Button>
      )}
      {!streaming && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center' }}>
          <Button
            size="small"
            startIcon={<ContentCopyIcon />}
            onClick={() => {
              void navigator.clipboard?.writeText(content).then(() => setCopied(true));
            }}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
          {provider && (
            <Typography variant="caption" color="text.secondary">
              {provider}
            </Typography>
          )}
        </Stack>
      )}
    </Paper>
  );
}
