import type { ReactNode } from 'react';
import { Box, IconButton } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

/** Props of {@link SortableList}: items with ids, a label for each (announced), the list name, the change callback and the row renderer. */
export type SortableListProps<T extends { id: string }> = {
  items: T[];
  label: string;
  itemLabel: (item: T, index: number) => string;
  onChange: (items: T[]) => void;
  renderItem: (item: T, index: number) => ReactNode;
};

function Row({ id, name, children }: { id: string; name: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      <IconButton ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={`Move ${name}`} size="small" sx={{ mt: 1, cursor: 'grab' }}>
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

/** A list reordered by dragging the handle or by keyboard (Space/Enter to lift, arrows to move, Space/Enter to drop, Escape to cancel). */
export function SortableList<T extends { id: string }>({ items, label, itemLabel, onChange, renderItem }: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: string | number) => items.findIndex((item) => item.id === id);
  const name = (id: string | number) => {
    const i = position(id);
    return i >= 0 ? itemLabel(items[i], i) : 'item';
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove(items, position(active.id), position(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${name(active.id)}, position ${position(active.id) + 1} of ${items.length}.`,
          onDragOver: ({ active, over }) =>
            over ? `${name(active.id)} moved to position ${position(over.id) + 1} of ${items.length}.` : `${name(active.id)} is outside the list.`,
          onDragEnd: ({ active, over }) =>
            over ? `${name(active.id)} dropped at position ${position(over.id) + 1} of ${items.length}.` : `${name(active.id)} dropped.`,
          onDragCancel: ({ active }) => `Moving cancelled. ${name(active.id)} went back.`,
        },
        screenReaderInstructions: {
          draggable:
            'To move an item, press Space or Enter, use the arrow keys to choose its place, then press Space or Enter to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {items.map((item, index) => (
            <Row key={item.id} id={item.id} name={itemLabel(item, index)}>
              {renderItem(item, index)}
            </Row>
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
