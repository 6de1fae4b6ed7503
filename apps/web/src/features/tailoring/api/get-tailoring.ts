import type { TailoringState } from '@vitae/schema';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';

export const tailoringQueryKey = (applicationId: string) => ['tailoring', applicationId] as const;

/** GET applications/:id/tailor: the last tailoring, its variant as it is now and my choices; null when none. */
export async function getTailoring(applicationId: string): Promise<TailoringState | null> {
  try {
    return await api.get<TailoringState>(`/v1/users/applications/${encodeURIComponent(applicationId)}/tailor`);
  } catch (error) {
    // Never tailored, or its variant deleted: there is nothing to show but the button.
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useTailoring(applicationId: string) {
  return useQuery({ queryKey: tailoringQueryKey(applicationId), queryFn: () => getTailoring(applicationId) });
}
