import { Typography } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';

/** Props of {@link FoundInTranslation}: the element id, so the quote's link or text can name it as its description. */
export type FoundInTranslationProps = { id: string };

/**
 * The line under a quote shown in its original language that a search found only through its English translation
 * (`found_in: en`, decision 0360): the original holds none of the marked words, so the line says where they are.
 */
export function FoundInTranslation({ id }: FoundInTranslationProps) {
  return (
    <Typography id={id} variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', fontStyle: 'italic' }}>
      <TranslateIcon fontSize="inherit" aria-hidden />
      Found in the English translation
    </Typography>
  );
}
