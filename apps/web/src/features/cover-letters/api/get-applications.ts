import type { Application } from '@vitae/schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET applications: the letter's optional link (docs/applications.md); only the chooser reads it here. */
export const getApplications = () => api.get<Application[]>('/v1/users/applications');

/** The applications to link a letter to, read while `enabled` (the dialog is open). */
export function useApplicationChoices(enabled = true) {
  return useQuery({ queryKey: ['applications', 'choices'], queryFn: getApplications, enabled, retry: false });
}
