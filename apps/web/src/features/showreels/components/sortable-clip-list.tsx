import { Box } from '@mui/material';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Quote, Translation } from '../../../lib/api-types';
import { moveItem, type EditClip } from '../edit-list';
import { SortableClipItem, clipLabel } from './sortable-clip-item';

/** Props of {@link SortableClipList}: the clips, their quotes and interview lengths, and the edit callbacks. */
export type SortableClipListProps = {
  clips: EditClip[];
  quotes: Map<string, Quote>;
  durations: Map<string, number>;
  /** Interview thumbnails (signed URLs) by interview id. */
  thumbnails?: Map<string, string | null>;
  translation: Translation;
  onChange: (clips: EditClip[]) => void;
  onRemove: (clip: EditClip) => void;
};

/**
 * The reel's clips in order; reordered by dragging the handle or by keyboard (Space or Enter to lift, arrows to move,
 * Space or Enter to drop, Escape to cancel), each step announced to screen readers.
 */
export function SortableClipList({ clips, quotes, durations, thumbnails, translation, onChange, onRemove }: SortableClipListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOf = (id: string | number) => {
    const index = clips.findIndex((clip) => clip.id === id);
    return clipLabel(index, quotes.get(String(id)));
  };
  const positionOf = (id: string | number) => clips.findIndex((clip) => clip.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}. It is at position ${positionOf(active.id)} of ${clips.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${labelOf(active.id)} moved to position ${positionOf(over.id)} of ${clips.length}.` : `${labelOf(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over ? `${labelOf(active.id)} dropped at position ${positionOf(over.id)} of ${clips.length}.` : `${labelOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving cancelled. ${labelOf(active.id)} went back to position ${positionOf(active.id)}.`,
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(
      moveItem(
        clips,
        clips.findIndex((clip) => clip.id === active.id),
        clips.findIndex((clip) => clip.id === over.id),
      ),
    );
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a clip, press Space or Enter, use the up and down arrow keys to choose its new place, then press Space or Enter to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={clips.map((clip) => clip.id)} strategy={verticalListSortingStrategy}>
        <Box component="ol" aria-label="Clips of the showreel" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {clips.map((clip, index) => (
            <SortableClipItem
              key={clip.id}
              clip={clip}
              quote={quotes.get(clip.id)}
              index={index}
              count={clips.length}
              interviewDuration={durations.get(clip.interviewId) ?? null}
              thumbnail={thumbnails?.get(clip.interviewId) ?? null}
              translation={translation}
              onChange={(changed) => onChange(clips.map((item) => (item.id === changed.id ? changed : item)))}
              onRemove={() => onRemove(clip)}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
