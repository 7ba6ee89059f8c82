import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { Translation } from '../lib/api-types';

/** Props of {@link TranslationToggle}: the chosen text and the change callback. */
export type TranslationToggleProps = { value: Translation; onChange: (value: Translation) => void; label?: string };

/** Original / English switch for quotes and transcripts (SPEC §3: original and en versions). */
export function TranslationToggle({ value, onChange, label = 'Text language' }: TranslationToggleProps) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label={label}
      onChange={(_, next: Translation | null) => {
        if (next) onChange(next);
      }}
    >
      <ToggleButton value="original">Original</ToggleButton>
      <ToggleButton value="en">English</ToggleButton>
    </ToggleButtonGroup>
  );
}
