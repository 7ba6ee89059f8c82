import type { ReactNode } from 'react';
import { Link } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link as RouterLink } from 'react-router';
import { isExternalLink } from '@insight/contracts/links';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useClientHref } from '../../../lib/session';

/** Props of {@link ArticleLink}: where it leads (a portal path or an http(s) URL) and its text. */
export type ArticleLinkProps = { href: string; children: ReactNode };

/** A link of Home content: inside the portal a router link (client kept); leaving it, a new tab, said aloud and by an icon. */
export function ArticleLink({ href, children }: ArticleLinkProps) {
  const clientHref = useClientHref();
  if (!isExternalLink(href)) {
    return (
      <Link component={RouterLink} to={clientHref(href)} color="inherit">
        {children}
      </Link>
    );
  }
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" color="inherit">
      {children}
      <OpenInNewIcon aria-hidden sx={{ fontSize: '0.9em', ml: 0.5, verticalAlign: '-0.1em' }} />
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Link>
  );
}
