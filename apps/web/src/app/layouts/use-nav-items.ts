import { useLocation } from 'react-router';
import { keepClientId, paths } from '../../config/paths';
import { useClientId, useIsConsumer, useSession } from '../../lib/session';
import { useFeatureFlags } from '../../features/flags/use-feature-flags';
import { canSeeStories } from '../../features/flags/feature-flags';

/** One header navigation entry: label, link (with client_id) and whether it is the current section. */
export type NavItem = { label: string; href: string; isActive: boolean };

const startsWithAny = (pathname: string, prefixes: string[]) => prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * Header navigation of SPEC §2: staff see Home, Stories and Projects (→ /projects, the section of projects, studies and
 * their showreels); consumers only Stories, and only
 * when the stories flag is on (cookie) or enabled for the client (SPEC §2, §6).
 * The AI assistant entry (ai_assistant permission) is left out until the assistant is built.
 */
export function useNavItems(): NavItem[] {
  const { pathname } = useLocation();
  const clientId = useClientId();
  const isConsumer = useIsConsumer();
  const { user } = useSession();
  const hasStories = canSeeStories(user.role, useFeatureFlags());
  const stories: NavItem = { label: 'Stories', href: keepClientId(paths.stories.getHref(), clientId), isActive: startsWithAny(pathname, [paths.stories.path]) };
  if (isConsumer) return hasStories ? [stories] : [];
  return [
    { label: 'Home', href: keepClientId(paths.home.getHref(), clientId), isActive: startsWithAny(pathname, [paths.home.path]) },
    stories,
    {
      label: 'Projects',
      href: keepClientId(paths.projects.getHref(), clientId),
      isActive: startsWithAny(pathname, [paths.studies.path, paths.projects.path, paths.client.path, '/study-segments', '/study-segment-groups']),
    },
  ];
}
