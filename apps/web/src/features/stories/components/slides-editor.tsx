import { Box, Button, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import { moveItem, newSlideId, type SlideDraft } from '../story-draft';

/** Props of {@link SlidesEditor}: the slides, the change callback, and the cover picker (answers the chosen reel). */
export type SlidesEditorProps = {
  slides: SlideDraft[];
  onChange: (slides: SlideDraft[]) => void;
  onPickCover: (choose: (reelId: string, title: string) => void) => void;
  /** Opens the quote picker; the chosen quote becomes the highlight's link. */
  onPickQuote: (choose: (quoteId: string, text: string) => void) => void;
  /** Titles of reels chosen in this session, by id. */
  reelTitles: Map<string, string>;
};

/** Edits the story's highlights (SPEC §3 Story slides): label, title, description and a cover video from a reel; reorder by buttons. */
export function SlidesEditor({ slides, onChange, onPickCover, onPickQuote, reelTitles }: SlidesEditorProps) {
  const update = (index: number, changes: Partial<SlideDraft>) => onChange(slides.map((s, i) => (i === index ? { ...s, ...changes } : s)));
  return (
    <Box component="section" aria-labelledby="slides-editor-heading">
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2, gap: 2 }}>
        <Typography id="slides-editor-heading" variant="h2" sx={{ flex: 1, fontSize: '1.35rem' }}>
          Highlights
        </Typography>
        <Button
          startIcon={<AddIcon />}
          onClick={() =>
            onChange([
              ...slides,
              { id: newSlideId(), label: '', title: '', description: '', cover_showreel_id: null, has_cover: false, cover_thumbnail: null, link: null },
            ])
          }
        >
          Add highlight
        </Button>
      </Box>
      {slides.length === 0 && <Typography sx={{ color: 'text.secondary' }}>No highlights yet. They show as a carousel at the top of the story.</Typography>}
      <Stack component="ol" sx={{ listStyle: 'none', m: 0, p: 0, gap: 2 }} aria-label="Highlights">
        {slides.map((slide, index) => {
          const name = slide.title.trim() || `Highlight ${index + 1}`;
          const cover = slide.cover_showreel_id
            ? `Video: ${reelTitles.get(slide.cover_showreel_id) ?? 'chosen showreel'}`
            : slide.has_cover
              ? 'Has a video'
              : 'No video';
          return (
            <Paper component="li" key={slide.id} variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }} aria-label={`Highlight ${index + 1}: ${name}`}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography sx={{ fontWeight: 600, flex: 1 }}>
                  {index + 1}. {name}
                </Typography>
                <IconButton size="small" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onChange(moveItem(slides, index, -1))}>
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Move ${name} down`}
                  disabled={index === slides.length - 1}
                  onClick={() => onChange(moveItem(slides, index, 1))}
                >
                  <ArrowDownwardIcon />
                </IconButton>
                <IconButton size="small" aria-label={`Remove ${name}`} onClick={() => onChange(slides.filter((_, i) => i !== index))}>
                  <DeleteOutlinedIcon />
                </IconButton>
              </Box>
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 2fr)' } }}>
                <TextField
                  size="small"
                  label="Label"
                  value={slide.label}
                  onChange={(e) => update(index, { label: e.target.value })}
                  slotProps={{ htmlInput: { maxLength: 80 } }}
                />
                <TextField
                  size="small"
                  label="Title"
                  required
                  value={slide.title}
                  onChange={(e) => update(index, { title: e.target.value })}
                  helperText={slide.title.trim() ? undefined : 'A highlight without a title is not saved'}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                />
              </Box>
              <TextField
                size="small"
                label="Description"
                multiline
                minRows={2}
                value={slide.description}
                onChange={(e) => update(index, { description: e.target.value })}
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {cover}
                </Typography>
                <Button size="small" startIcon={<MovieOutlinedIcon />} onClick={() => onPickCover((reelId) => update(index, { cover_showreel_id: reelId }))}>
                  Choose video
                </Button>
                {(slide.has_cover || slide.cover_showreel_id) && (
                  <Button size="small" color="inherit" onClick={() => update(index, { cover_showreel_id: null, has_cover: false })}>
                    Remove video
                  </Button>
                )}
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%' }}>
                  {slide.link ? `Links to ${slide.link.label}` : 'No link'}
                </Typography>
                <Button
                  size="small"
                  startIcon={<FormatQuoteIcon />}
                  onClick={() =>
                    onPickQuote((quoteId, text) =>
                      update(index, { link: { type: 'quote', id: quoteId, label: `“${text.slice(0, 60)}${text.length > 60 ? '…' : ''}”` } }),
                    )
                  }
                >
                  Link a quote
                </Button>
                {slide.link && (
                  <Button size="small" color="inherit" onClick={() => update(index, { link: null })}>
                    Remove link
                  </Button>
                )}
              </Box>
            </Paper>
          );
        })}
      </Stack>
    </Box>
  );
}
