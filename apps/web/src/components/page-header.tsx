import type { ReactNode } from 'react';
import { Box, Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** One breadcrumb: label and link. */
export type Crumb = { label: string; href: string };

/** Props of {@link PageHeader}: breadcrumbs, the page's h1, a line of chips/meta and an optional media slot on the left. */
export type PageHeaderProps = { crumbs: Crumb[]; title: string; meta?: ReactNode; media?: ReactNode; children?: ReactNode };

/** Header of detail pages (study, segment, interview): breadcrumb nav, h1 and meta. */
export function PageHeader({ crumbs, title, meta, media, children }: PageHeaderProps) {
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center' }}>
      {media && <Box sx={{ display: { xs: 'none', sm: 'block' }, width: 140, flexShrink: 0, borderRadius: 2, overflow: 'hidden' }}>{media}</Box>}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
          {crumbs.map((crumb) => (
            <Link key={crumb.href} component={RouterLink} to={crumb.href} color="inherit">
              {crumb.label}
            </Link>
          ))}
        </Breadcrumbs>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {meta && <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', color: 'text.secondary' }}>{meta}</Box>}
        {children}
      </Box>
    </Box>
  );
}
