import { useEffect, useState } from 'react';
import { Box, TextField } from '@mui/material';
import { roundTenth } from '../edit-list';

/** Props of {@link ClipTrimFields}: the window in interview seconds, the interview length, the change callback and an error. */
export type ClipTrimFieldsProps = {
  clipLabel: string;
  start: number;
  end: number;
  max?: number | null;
  error: string | null;
  onChange: (start: number, end: number) => void;
};

/** Start and end of a clip as number inputs in seconds (0.1 s steps); the error names what is wrong. */
export function ClipTrimFields({ clipLabel, start, end, max, error, onChange }: ClipTrimFieldsProps) {
  const [startText, setStartText] = useState(String(roundTenth(start)));
  const [endText, setEndText] = useState(String(roundTenth(end)));
  useEffect(() => setStartText(String(roundTenth(start))), [start]);
  useEffect(() => setEndText(String(roundTenth(end))), [end]);
  const errorId = `${clipLabel.replace(/\W+/g, '-')}-trim-error`;
  const common = { type: 'number', size: 'small' as const, error: Boolean(error), sx: { width: 140 } };
  const htmlInput = { step: 0.1, min: 0, max: max ?? undefined, inputMode: 'decimal' as const, 'aria-describedby': error ? errorId : undefined };
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        {...common}
        label="Start (s)"
        value={startText}
        onChange={(event) => {
          setStartText(event.target.value);
          if (event.target.value !== '') onChange(Number(event.target.value), end);
        }}
        slotProps={{ htmlInput: { ...htmlInput, 'aria-label': `Start of ${clipLabel} in seconds` } }}
      />
      <TextField
        {...common}
        label="End (s)"
        value={endText}
        onChange={(event) => {
          setEndText(event.target.value);
          if (event.target.value !== '') onChange(start, Number(event.target.value));
        }}
        slotProps={{ htmlInput: { ...htmlInput, 'aria-label': `End of ${clipLabel} in seconds` } }}
      />
      {error && (
        <Box id={errorId} role="alert" sx={{ color: 'error.main', fontSize: 14, alignSelf: 'center' }}>
          {error}
        </Box>
      )}
    </Box>
  );
}
