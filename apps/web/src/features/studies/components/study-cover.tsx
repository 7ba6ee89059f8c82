import { Box } from '@mui/material';

/** Props of {@link StudyCover}: cover image URL (decorative) and height (px, or a CSS length such as '100%'). */
export type StudyCoverProps = { src?: string | null; height?: number | string; seed?: string };

const GRADIENTS = [
  'linear-gradient(135deg, #5b2bbf, #c86dd7)',
  'linear-gradient(135deg, #0f6e6e, #5fc3b0)',
  'linear-gradient(135deg, #3f1b8f, #5b8def)',
  'linear-gradient(135deg, #b4345c, #f29e6d)',
];

/** A study's cover image, or a gradient picked from the id when there is none. Decorative: the title names the study. */
export function StudyCover({ src, height = 160, seed = '' }: StudyCoverProps) {
  if (src)
    return (
      <Box component="img" src={src} alt="" width={960} height={540} loading="lazy" sx={{ display: 'block', width: '100%', height, objectFit: 'cover' }} />
    );
  const index = [...seed].reduce((sum, char) => sum + char.charCodeAt(0), 0) % GRADIENTS.length;
  return <Box aria-hidden sx={{ height, background: GRADIENTS[index] }} />;
}
