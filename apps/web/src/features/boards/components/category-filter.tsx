import { Box, Chip } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import type { Category } from '../../../lib/api-types';

/** Props of {@link CategoryFilter}: the categories, the chosen ids, and the change callback. */
export type CategoryFilterProps = { categories: Category[]; selected: readonly string[]; onChange: (ids: string[]) => void };

/** Category filter of the boards page: one toggle chip per category (any chosen category matches) and All. */
export function CategoryFilter({ categories, selected, onChange }: CategoryFilterProps) {
  if (categories.length === 0) return null;
  const toggle = (id: string) => onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  return (
    <Box component="ul" aria-label="Filter by category" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <li>
        <Chip label="All" clickable color={selected.length === 0 ? 'primary' : 'default'} aria-pressed={selected.length === 0} onClick={() => onChange([])} />
      </li>
      {categories.map((category) => {
        const isOn = selected.includes(category.id);
        return (
          <li key={category.id}>
            <Chip
              label={category.title}
              clickable
              color={isOn ? 'primary' : 'default'}
              variant={isOn ? 'filled' : 'outlined'}
              icon={isOn ? <CheckIcon /> : undefined}
              aria-pressed={isOn}
              onClick={() => toggle(category.id)}
            />
          </li>
        );
      })}
    </Box>
  );
}
