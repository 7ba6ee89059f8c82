import type { ReactNode } from 'react';
import { Container, type SxProps, type Theme } from '@mui/material';
import { CONTAINER_WIDTHS } from '../lib/theme';

/** Props of {@link PageContainer}: `width` picks one of SPEC §9's container widths (default 1280 px). */
export type PageContainerProps = { width?: keyof typeof CONTAINER_WIDTHS; sx?: SxProps<Theme>; children?: ReactNode };

/**
 * The one page grid: every page's content sits in a container of SPEC §9's widths (960 forms, 1280 pages and lists,
 * 1680 stories) with the same side padding as the header, so page titles start at one left edge.
 */
export function PageContainer({ width = 'default', sx, children }: PageContainerProps) {
  return (
    <Container maxWidth={false} sx={[{ maxWidth: CONTAINER_WIDTHS[width], px: { xs: 2, md: 4 } }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Container>
  );
}
