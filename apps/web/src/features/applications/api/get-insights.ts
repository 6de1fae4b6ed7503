import type { ApplicationInsights } from '@vitae/schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { applicationsQueryKey } from './get-applications.ts';

export const insightsQueryKey = [...applicationsQueryKey, 'insights'] as const;

/** GET applications/insights: counts per stage, response rate, median days in each stage, closed by reason. */
export const getInsights = () => api.get<ApplicationInsights>('/v1/users/applications/insights');

export function useInsights(enabled = true) {
  return useQuery({ queryKey: insightsQueryKey, queryFn: getInsights, enabled });
}
