import { useCallback, useState } from 'react';
import { Alert, Box, Paper, Typography } from '@mui/material';
import { PageContainer } from '../../../components/page-container';
import { useSearchParams } from 'react-router';
import { assistantLabel, useThreads } from '../api/threads';
import { Conversation } from './conversation';
import { ThreadList } from './thread-list';

/** The /assistant page (SPEC §2; issue 12): the thread list beside the conversation; the open thread is `?thread=<id>`. */
export function AssistantPage() {
  const [search, setSearch] = useSearchParams();
  const threadId = search.get('thread');
  const threads = useThreads();
  const select = useCallback(
    (id: string | null) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set('thread', id);
          else next.delete('thread');
          return next;
        },
        { replace: false },
      ),
    [setSearch],
  );
  // The conversation starts afresh when the user picks a thread or a new one, but not when its own first message creates
  // the thread: remounting then would drop the answer that is still streaming.
  const [pick, setPick] = useState(0);
  const choose = useCallback(
    (id: string | null) => {
      setPick((n) => n + 1);
      select(id);
    },
    [select],
  );
  const provider = assistantLabel(threads.data?.meta);
  return (
    // The page grid (PageContainer): the title starts where the header's logo does, as on every page.
    <PageContainer sx={{ py: 3 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 2 }}>
        AI assistant
      </Typography>
      {threads.error && <Alert severity="error">{threads.error.message}</Alert>}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '280px 1fr' }, gap: 2, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: 1.5, maxHeight: { xs: 260, lg: 'calc(100vh - 220px)' }, overflowY: 'auto' }}>
          <ThreadList threads={threads.data?.data ?? []} selectedId={threadId} onSelect={choose} />
        </Paper>
        <Paper variant="outlined" sx={{ height: { xs: '70vh', lg: 'calc(100vh - 220px)' }, minHeight: 420, overflow: 'hidden' }}>
          <Conversation key={pick} threadId={threadId} onThreadCreated={select} providerLabel={provider} />
        </Paper>
      </Box>
    </PageContainer>
  );
}
