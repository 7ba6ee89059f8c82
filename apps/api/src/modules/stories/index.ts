/** Stories module (SPEC §7 Stories): its public entry; boards read their stories, highlighted interviews and videos through it. */
export { storyRoutes } from './stories.routes';
export { presentHighlightedInterview, presentVideo } from './stories.presenter';
export {
  interviewsByIds,
  storiesOfBoards,
  countriesOfSegmentGroups,
  videoFilesByKeys,
  type HighlightedInterviewRow,
  type VideoFileInfo,
} from './stories.repository';
export { requireStoryWrite, reelAsVideo, videoKeysOf } from './stories.service';
