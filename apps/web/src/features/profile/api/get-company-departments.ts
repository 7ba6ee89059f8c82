/** GET /api/company_departments (SPEC §7): the departments a user can pick on the profile. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { LONG_STALE_TIME_MS } from '../../../lib/query-client';

/** Fetches the department names (strings or `{ name }` entries). */
export async function getCompanyDepartments(signal?: AbortSignal): Promise<string[]> {
  const answer = await apiClient.get<{ data: (string | { name: string })[] }>('/company_departments', undefined, signal);
  return answer.data.map((entry) => (typeof entry === 'string' ? entry : entry.name));
}

/** Query options of the departments (fresh for an hour). */
export function companyDepartmentsQueryOptions() {
  return queryOptions({ queryKey: ['company-departments'], queryFn: ({ signal }) => getCompanyDepartments(signal), staleTime: LONG_STALE_TIME_MS });
}

/** The company departments. */
export function useCompanyDepartments() {
  return useQuery(companyDepartmentsQueryOptions());
}
