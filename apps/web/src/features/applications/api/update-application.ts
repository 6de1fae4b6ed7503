import { APPLICATION_MESSAGES, type Application, type UpdateApplicationBody } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { applicationsQueryKey } from './get-applications.ts';
import { applicationQueryKey } from './get-application.ts';

/** PATCH applications/:id: any subset of the fields (the stage changes through …/:id/stage). */
export const updateApplication = (id: string, body: UpdateApplicationBody) =>
  api.patch<Application>(`/v1/users/applications/${encodeURIComponent(id)}`, body);

/** The save toast's id: a save's error and its later success replace each other. */
const SAVE_TOAST = 'application-save';

/** Saves the detail form: the cached application becomes the answer; success and failure toast. */
export function useUpdateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateApplicationBody }) => updateApplication(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(applicationQueryKey(saved._id), saved);
      void queryClient.invalidateQueries({ queryKey: [...applicationsQueryKey, 'list'] });
      toast.success(APPLICATION_MESSAGES.updated, { id: SAVE_TOAST });
    },
    onError: (error) => {
      console.error('Saving the application failed', error);
      toast.error(userMessage(error), { id: SAVE_TOAST });
    },
  });
}
