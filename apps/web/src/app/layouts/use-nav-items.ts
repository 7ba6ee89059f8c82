import { useLocation } from 'react-router';
import { keepClientId, paths } from '../../config/paths';
import { useCan, useClientId, useIsConsumer, useSession } from '../../lib/session';
import { useFeatureFlags } from '../../features/flags/use-feature-flags';
import { canSeeBoards, canSeeStories } from '../../features/flags/feature-flags';

/**
 * One header navigation entry: label, link (with client_id), whether the page belongs to its section (`isActive`, shown
 * highlighted) and its `aria-current`: `'page'` on the entry's own page, `'true'` on another page of its section (a
 * study, an interview: the Projects link is then the current section, not the current page).
 */
export type NavItem = { label: string; href: string; isActive: boolean; current: 'page' | 'true' | undefined };

const startsWithAny = (pathname: string, prefixes: string[]) => prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** The entry `label` linking to `href`, whose own page is `page` and whose section also holds the paths under `section`. */
function navItem(pathname: string, label: string, href: string, page: string, section: string[] = []): NavItem {
  const isPage = pathname.replace(/\/+$/, '') === page;
  const isActive = isPage || startsWithAny(pathname, [page, ...section]);
  return { label, href, isActive, current: isPage ? 'page' : isActive ? 'true' : undefined };
}

/**
 * Header navigation of SPEC §2: staff see Home, Stories and Projects (→ /projects, the section of projects, studies and
 * their showreels); consumers only Stories, and only
 * when the stories flag is on (cookie) or enabled for the client (SPEC §2, §6).
 * The AI assistant entry needs the ai_assistant permission.
 */
export function useNavItems(): NavItem[] {
  const { pathname } = useLocation();
  const clientId = useClientId();
  const isConsumer = useIsConsumer();
  const { user } = useSession();
  const flags = useFeatureFlags();
  const hasStories = canSeeStories(user.role, flags);
  const hasAssistant = useCan('ai_assistant');
  const stories = navItem(pathname, 'Stories', keepClientId(paths.stories.getHref(), clientId), paths.stories.path);
  // Boards (SPEC §6 boards flag, cookie or client) sit beside Stories.
  const boards: NavItem[] =
    hasStories && canSeeBoards(flags) ? [navItem(pathname, 'Boards', keepClientId(paths.boards.getHref(), clientId), paths.boards.path)] : [];
  if (isConsumer) return hasStories ? [stories, ...boards] : [];
  return [
    navItem(pathname, 'Home', keepClientId(paths.home.getHref(), clientId), paths.home.path),
    stories,
    ...boards,
    // The studies list, the studies with their interviews, the segment pages and all showreels (/client) are its section.
    navItem(pathname, 'Projects', keepClientId(paths.projects.getHref(), clientId), paths.projects.path, [
      paths.studies.path,
      paths.client.path,
      '/study-segments',
      '/study-segment-groups',
    ]),
    ...(hasAssistant ? [navItem(pathname, 'AI assistant', keepClientId(paths.assistant.getHref(), clientId), paths.assistant.path)] : []),
  ];
}
