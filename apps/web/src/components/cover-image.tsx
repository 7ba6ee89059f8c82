import { Box } from '@mui/material';

/** Props of {@link CoverImage}: `width` and `height` are the picture's intrinsic size in px (they reserve its box). */
type CoverImageProps = {
  src: string;
  width: number;
  height: number;
  /** Fill the parent's box (which sets the size) instead of keeping the width:height ratio at full width. */
  fill?: boolean;
  /** Defer loading until near the viewport (not for a picture that is the page's largest paint). */
  lazy?: boolean;
};

/**
 * A decorative cover picture (empty alt) cropped to its box: full width with the `width`:`height` ratio, or filling
 * its parent with `fill`; the intrinsic size keeps the layout from shifting while it loads.
 */
export function CoverImage({ src, width, height, fill = false, lazy = false }: CoverImageProps) {
  return (
    <Box
      component="img"
      src={src}
      alt=""
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      sx={{ width: '100%', height: fill ? '100%' : 'auto', aspectRatio: fill ? undefined : `${width} / ${height}`, objectFit: 'cover', display: 'block' }}
    />
  );
}
