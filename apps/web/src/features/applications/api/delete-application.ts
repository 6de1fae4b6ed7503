import { APPLICATION_MESSAGES } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { applicationsQueryKey } from './get-applications.ts';

/** DELETE applications/:id. */
export const deleteApplication = (id: string) => api.delete<null>(`/v1/users/applications/${encodeURIComponent(id)}`);

/** Deletes an application (the page asked first); the lists are read again. */
export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApplication,
    onSuccess: () => {
      toast.success(APPLICATION_MESSAGES.deleted);
      void queryClient.invalidateQueries({ queryKey: applicationsQueryKey });
    },
    onError: (error) => {
      console.error('Deleting the application failed', error);
      toast.error(userMessage(error));
    },
  });
}
