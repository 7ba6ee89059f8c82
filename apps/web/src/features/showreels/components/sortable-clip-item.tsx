import { useState } from 'react';
import { Box, Button, Card, CardContent, IconButton, Tooltip } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Quote, Translation } from '../../../lib/api-types';
import { clipError, type EditClip } from '../edit-list';
import { ClipSummary } from './clip-summary';
import { ClipTranscriptPicker } from './clip-transcript-picker';
import { ClipTrimFields } from './clip-trim-fields';

/** Props of {@link SortableClipItem}: the clip, its quote, its place, the interview length and the edit callbacks. */
export type SortableClipItemProps = {
  clip: EditClip;
  quote: Quote | undefined;
  index: number;
  count: number;
  interviewDuration: number | null;
  /** The interview's thumbnail (signed URL), shown beside the clip. */
  thumbnail?: string | null;
  translation: Translation;
  onChange: (clip: EditClip) => void;
  onRemove: () => void;
};

/** Visible label of a clip, used by its controls and the drag announcements. */
export function clipLabel(index: number, quote: Quote | undefined): string {
  return `Clip ${index + 1}${quote ? ` (${quote.participant?.name || 'Participant'})` : ''}`;
}

/** One clip in the editor: drag handle (pointer or keyboard), quote, trim fields, transcript picker and Remove. */
export function SortableClipItem({ clip, quote, index, count, interviewDuration, thumbnail, translation, onChange, onRemove }: SortableClipItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: clip.id });
  const [isTranscriptOpen, setIsTranscriptOpen] = useState(false);
  const label = clipLabel(index, quote);
  const error = clipError(clip.start, clip.end, interviewDuration);
  const isLast = count <= 1;
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-clip-id={clip.id}
      sx={{ transform: CSS.Transform.toString(transform), transition, position: 'relative', zIndex: isDragging ? 3 : 'auto', opacity: isDragging ? 0.85 : 1 }}
    >
      <Card variant="outlined" sx={{ borderColor: error ? 'error.main' : 'divider' }}>
        <CardContent sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1.5 }}>
          <IconButton
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={`Move ${label}`}
            aria-roledescription="sortable clip"
            sx={{ alignSelf: 'start', cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
          >
            <DragIndicatorIcon />
          </IconButton>
          <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
              {thumbnail && (
                <Box
                  component="img"
                  src={thumbnail}
                  alt=""
                  width={320}
                  height={180}
                  loading="lazy"
                  sx={{ width: 96, height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1, flexShrink: 0, bgcolor: '#1d1a24' }}
                />
              )}
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <ClipSummary label={label} start={clip.start} end={clip.end} quote={quote} />
              </Box>
            </Box>
            <ClipTrimFields
              clipLabel={label}
              start={clip.start}
              end={clip.end}
              max={interviewDuration}
              error={error}
              onChange={(start, end) => onChange({ ...clip, start, end })}
            />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button size="small" variant="outlined" aria-expanded={isTranscriptOpen} onClick={() => setIsTranscriptOpen((open) => !open)}>
                {isTranscriptOpen ? 'Hide transcript' : 'Trim from transcript'}
              </Button>
              <Tooltip title={isLast ? 'A showreel needs at least one clip' : ''}>
                <span>
                  <Button size="small" color="error" startIcon={<DeleteOutlinedIcon />} disabled={isLast} onClick={onRemove} aria-label={`Remove ${label}`}>
                    Remove
                  </Button>
                </span>
              </Tooltip>
            </Box>
            {isTranscriptOpen && (
              <ClipTranscriptPicker
                interviewId={clip.interviewId}
                translation={translation}
                clipLabel={label}
                start={clip.start}
                end={clip.end}
                onStartChange={(start) => onChange({ ...clip, start })}
                onEndChange={(end) => onChange({ ...clip, end })}
              />
            )}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
