/** GET /api/marketplace/study-types, /marketplace/study-templates[/{id}] (SPEC §7 Marketplace): read by the template browser and the studies list's type and template filters. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StudyTemplate, StudyTemplateSummary } from '@insight/contracts';
import { apiClient } from '../../lib/api-client';

/** Filters of the template browser. */
export type TemplateFilters = { q?: string; type_id?: string };

/** Query keys of the marketplace (global content, not per client). */
export const marketplaceKeys = {
  types: () => ['marketplace', 'study-types'] as const,
  templates: (filters: TemplateFilters) => ['marketplace', 'study-templates', filters] as const,
  template: (id: string) => ['marketplace', 'study-templates', 'detail', id] as const,
};

/** Query options of the marketplace study types (fresh for an hour). */
export function studyTypesQueryOptions() {
  return queryOptions({
    queryKey: marketplaceKeys.types(),
    queryFn: ({ signal }) => apiClient.get<{ data: { id: string; name: string; description: string }[] }>('/marketplace/study-types', undefined, signal),
    staleTime: 3600_000,
  });
}

/** The marketplace study types. */
export function useStudyTypes() {
  return useQuery(studyTypesQueryOptions());
}

/** Query options of the templates matching `filters`; the previous answer stays shown while new filters load. */
export function studyTemplatesQueryOptions(filters: TemplateFilters) {
  return queryOptions({
    queryKey: marketplaceKeys.templates(filters),
    queryFn: ({ signal }) => apiClient.get<{ data: StudyTemplateSummary[] }>('/marketplace/study-templates', filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** Templates matching `filters`. */
export function useStudyTemplates(filters: TemplateFilters) {
  return useQuery(studyTemplatesQueryOptions(filters));
}

/** One template in full (the preview); not fetched while `id` is null. */
export function useStudyTemplate(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: marketplaceKeys.template(id ?? ''),
      queryFn: ({ signal }) => apiClient.get<{ data: StudyTemplate }>(`/marketplace/study-templates/${encodeURIComponent(id ?? '')}`, undefined, signal),
      enabled: Boolean(id),
    }),
  );
}
