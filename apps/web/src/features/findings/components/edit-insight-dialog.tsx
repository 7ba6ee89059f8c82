import { useMemo, useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel, MenuItem, Skeleton, TextField, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import type { Insight, Quote, Translation } from '../../../lib/api-types';
import { HtmlEditor } from '../../../components/html-editor';
import { useStudyQuoteChoices, useStudyShowreelChoices } from '../api/get-edit-choices';
import { useUpdateInsight } from '../api/update-insight';
import { EditDialog, TitleLeadFields } from './edit-dialog';

/** Props of {@link EditInsightButton}: the insight as last read, the quote language, and what to do after a conflict (reload it). */
export type EditInsightButtonProps = { insight: Insight; translation: Translation; onReload: () => void };

/** A quote's words as a checkbox label: the text (cut at 140 characters) and who said it. */
function quoteLabel(quote: Quote) {
  const text = quote.content.length > 140 ? `${quote.content.slice(0, 140)}…` : quote.content;
  return `“${text}” — ${quote.participant.name || 'participant'}`;
}

/**
 * "Edit insight" (SPEC §7 PATCH /v3/insights/{id}, for update_study): title, lead, content and key takeaways as rich
 * text, the supporting quotes (chosen among the study's, in the order chosen) and the showreel. Someone else's save in
 * between answers 409: the dialog says so and offers to reload, and nothing is changed.
 */
export function EditInsightButton({ insight, translation, onReload }: EditInsightButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const [title, setTitle] = useState(insight.title);
  const [lead, setLead] = useState(insight.lead);
  const [content, setContent] = useState(insight.content);
  const [takeaways, setTakeaways] = useState(insight.key_takeaways?.html ?? '');
  const [quoteIds, setQuoteIds] = useState<string[]>([]);
  const [showreelId, setShowreelId] = useState<string>('');
  const update = useUpdateInsight(insight.id);
  const quoteChoices = useStudyQuoteChoices(insight.study_id, translation, isOpen);
  const reelChoices = useStudyShowreelChoices(insight.study_id, isOpen);
  // The insight's own quotes come first (they may lie beyond the first page of the study's quotes).
  const quotes = useMemo(() => {
    const own = new Set(insight.quotes.map((q) => q.id));
    return [...insight.quotes, ...(quoteChoices.data ?? []).filter((q) => !own.has(q.id))];
  }, [insight.quotes, quoteChoices.data]);
  const reels = useMemo(() => {
    const list = reelChoices.data ?? [];
    return insight.showreel && !list.some((r) => r.id === insight.showreel?.id)
      ? [{ id: insight.showreel.id, title: 'The current showreel', type: insight.showreel.type }, ...list]
      : list;
  }, [insight.showreel, reelChoices.data]);

  const open = () => {
    setTitle(insight.title);
    setLead(insight.lead);
    setContent(insight.content);
    setTakeaways(insight.key_takeaways?.html ?? '');
    setQuoteIds(insight.quotes.map((q) => q.id));
    setShowreelId(insight.showreel?.id ?? '');
    update.reset();
    setOpen(true);
  };
  const toggleQuote = (id: string, isChosen: boolean) => setQuoteIds((ids) => (isChosen ? [...ids.filter((q) => q !== id), id] : ids.filter((q) => q !== id)));
  const save = () =>
    update.mutate(
      {
        updated_at: insight.updated_at,
        title,
        lead,
        content,
        key_takeaways: takeaways ? { title: insight.key_takeaways?.title || 'Key takeaways', html: takeaways } : null,
        quote_ids: quoteIds,
        showreel_id: showreelId || null,
      },
      { onSuccess: () => setOpen(false) },
    );
  return (
    <>
      <Button variant="outlined" startIcon={<EditIcon />} onClick={open} sx={{ justifySelf: 'start' }}>
        Edit insight
      </Button>
      <EditDialog
        title="Edit insight"
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        onSave={save}
        onReload={onReload}
        isSaving={update.isPending}
        canSave={Boolean(title.trim())}
        error={update.error}
      >
        <TitleLeadFields title={title} lead={lead} onTitleChange={setTitle} onLeadChange={setLead} />
        {isOpen && <HtmlEditor label="Content" initialHtml={insight.content} onChange={setContent} />}
        {isOpen && <HtmlEditor label="Key takeaways" initialHtml={insight.key_takeaways?.html ?? ''} onChange={setTakeaways} minHeight={90} />}
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 0.5 }}>
          <Typography component="legend" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600, mb: 0.5 }}>
            Supporting quotes ({quoteIds.length} chosen)
          </Typography>
          {quoteChoices.isPending ? (
            <Skeleton variant="rounded" height={120} aria-label="Loading quotes" />
          ) : quotes.length === 0 ? (
            <Typography variant="body2">This study has no quotes yet.</Typography>
          ) : (
            <Box sx={{ maxHeight: 240, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 0.5 }}>
              {quotes.map((quote) => (
                <FormControlLabel
                  key={quote.id}
                  sx={{ display: 'flex', alignItems: 'flex-start', my: 0.5, '& .MuiFormControlLabel-label': { pt: 1 } }}
                  control={<Checkbox checked={quoteIds.includes(quote.id)} onChange={(event) => toggleQuote(quote.id, event.target.checked)} />}
                  label={quoteLabel(quote)}
                />
              ))}
            </Box>
          )}
        </Box>
        <TextField select label="Showreel" value={showreelId} onChange={(event) => setShowreelId(event.target.value)} helperText="Plays on the insight page">
          <MenuItem value="">No showreel</MenuItem>
          {reels.map((reel) => (
            <MenuItem key={reel.id} value={reel.id}>
              {reel.title}
            </MenuItem>
          ))}
        </TextField>
      </EditDialog>
    </>
  );
}
