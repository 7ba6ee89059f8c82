/** Findings module (SPEC §7 Insights, Business questions, Objectives, Analyses, analyze_results, Exports): its public entry. */
export { findingsRoutes } from './findings.routes';
export { runAnalysisImport } from './analysis-import';
export { queueMissingPodcasts, runAnalysisPodcast } from './analysis-podcast';
export { objectiveInsightsOfStudies } from './findings.service';
export { presentStoryObjectives } from './findings.presenter';
