/** Findings module (SPEC §7 Insights, Business questions, Objectives, Analyses, analyze_results, Exports): its public entry. */
export { findingsRoutes } from './findings.routes';
