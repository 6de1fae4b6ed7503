import { APPLICATION_MESSAGES, type Application, type CreateApplicationBody } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { applicationsQueryKey } from './get-applications.ts';

/** POST applications {company, role, posting?, link?, stage?}: 201 with the new application. */
export const createApplication = (body: CreateApplicationBody) => api.post<Application>('/v1/users/applications', body);

/** Adds an application: the lists are read again and a toast says so (or why not). */
export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApplication,
    onSuccess: () => {
      toast.success(APPLICATION_MESSAGES.created);
      void queryClient.invalidateQueries({ queryKey: applicationsQueryKey });
    },
    onError: (error) => {
      console.error('Adding the application failed', error);
      toast.error(userMessage(error));
    },
  });
}
