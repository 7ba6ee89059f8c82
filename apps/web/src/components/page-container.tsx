import type { ReactNode } from 'react';
import { Container, type SxProps, type Theme } from '@mui/material';
import { ASSISTANT_GUTTER_VAR, CONTAINER_WIDTHS } from '../lib/theme';

/** Props of {@link PageContainer}: `width` picks one of SPEC §9's container widths (default 1280 px). */
export type PageContainerProps = { width?: keyof typeof CONTAINER_WIDTHS; sx?: SxProps<Theme>; children?: ReactNode };

/**
 * The right padding (px at least `side`) that keeps the content left of the floating assistant button: the button's
 * gutter (`ASSISTANT_GUTTER_VAR`, 0 outside the signed-in layout) less the margin a centred container of `maxWidth`
 * already leaves (100 % is the parent's width); decision 0390.
 */
const rightPadding = (side: number, maxWidth: number) => `max(${side}px, calc(var(${ASSISTANT_GUTTER_VAR}, 0px) - max(0px, (100% - ${maxWidth}px) / 2)))`;

/**
 * The one page grid: every page's content sits in a container of SPEC §9's widths (960 forms, 1280 pages and lists,
 * 1680 stories) with the same side padding as the header, so page titles start at one left edge; on the right the
 * content keeps clear of the floating assistant button (decision 0390).
 */
export function PageContainer({ width = 'default', sx, children }: PageContainerProps) {
  const maxWidth = CONTAINER_WIDTHS[width];
  return (
    <Container
      maxWidth={false}
      sx={[{ maxWidth, pl: { xs: 2, md: 4 }, pr: { xs: rightPadding(16, maxWidth), md: rightPadding(32, maxWidth) } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Container>
  );
}
