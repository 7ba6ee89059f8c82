import { useLocation } from 'react-router';
import { keepClientId, paths } from '../../config/paths';
import { useCan, useClientId, useIsConsumer, useSession } from '../../lib/session';
import { useFeatureFlags } from '../../features/flags/use-feature-flags';
import { canSeeBoards, canSeeStories } from '../../features/flags/feature-flags';

/** One header navigation entry: label, link (with client_id) and whether it is the current section. */
export type NavItem = { label: string; href: string; isActive: boolean };

const startsWithAny = (pathname: string, prefixes: string[]) => prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

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
  const stories: NavItem = { label: 'Stories', href: keepClientId(paths.stories.getHref(), clientId), isActive: startsWithAny(pathname, [paths.stories.path]) };
  // Boards (SPEC §6 boards flag, cookie or client) sit beside Stories.
  const boards: NavItem[] =
    hasStories && canSeeBoards(flags)
      ? [{ label: 'Boards', href: keepClientId(paths.boards.getHref(), clientId), isActive: startsWithAny(pathname, [paths.boards.path]) }]
      : [];
  if (isConsumer) return hasStories ? [stories, ...boards] : [];
  return [
    { label: 'Home', href: keepClientId(paths.home.getHref(), clientId), isActive: startsWithAny(pathname, [paths.home.path]) },
    stories,
    ...boards,
    {
      label: 'Projects',
      href: keepClientId(paths.projects.getHref(), clientId),
      isActive: startsWithAny(pathname, [paths.studies.path, paths.projects.path, paths.client.path, '/study-segments', '/study-segment-groups']),
    },
    ...(hasAssistant
      ? [{ label: 'AI assistant', href: keepClientId(paths.assistant.getHref(), clientId), isActive: startsWithAny(pathname, [paths.assistant.path]) }]
      : []),
  ];
}
