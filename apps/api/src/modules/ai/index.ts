/** AI study configuration module (SPEC §7 AI; issue 12): its routes, and the job handler the workers run. */
export { aiRoutes } from './ai.routes';
export { getJob as getAiJob, runAiJob } from './ai.service';
