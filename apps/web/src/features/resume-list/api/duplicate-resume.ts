import { MESSAGES, type Resume } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { resumesQueryKey } from '../../../lib/resumes/get-resumes.ts';

/** POST duplicate-resume/:id: the copy ("… (copy)"), with every section and the template of the original. */
export const duplicateResume = (id: string) => api.post<Resume>(`/v1/users/duplicate-resume/${encodeURIComponent(id)}`);

/** Duplicates a resume from the dashboard: the copy joins the list, a toast says so (or why not). */
export function useDuplicateResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateResume,
    onSuccess: async () => {
      toast.success(MESSAGES.resumeDuplicated);
      await queryClient.invalidateQueries({ queryKey: resumesQueryKey });
    },
    onError: (error) => {
      console.error(error);
      toast.error(userMessage(error));
    },
  });
}
