/**
 * The public showreel page's light entry (public.html, decision 0280): what the server answers, with the reel's og:
 * tags and data preload, when /public/showreels/{showreel} or /public/showreels/v3/{showreel} is opened directly. The
 * same view as the SPA's route, without the router and TanStack Query.
 */
import { PublicShowreelView } from '../../features/showreels/components/public-showreel-view';
import { studyStore, useStudyStore } from '../../lib/study-store';
import { renderLightPage } from './render-light-page';

/** The reel id of a public showreel page's path (the SPA's routes `paths.publicShowreel` and `paths.publicShowreelV3`), else ''. */
function showreelIdOf(pathname: string): string {
  const match = /^\/public\/showreels\/(?:v3\/)?([^/]+)\/?$/.exec(pathname);
  if (!match) return '';
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/** The public page of the reel named by the address, with the subtitle language of the shared store. */
function PublicShowreelPage({ showreelId }: { showreelId: string }) {
  const translation = useStudyStore((state) => state.language);
  return <PublicShowreelView showreelId={showreelId} translation={translation} onTranslationChange={studyStore.setLanguage} />;
}

renderLightPage(<PublicShowreelPage showreelId={showreelIdOf(window.location.pathname)} />);
