import { APPLICATION_MESSAGES, type Application, type StageChangeBody } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { applicationsQueryKey } from './get-applications.ts';
import { applicationQueryKey } from './get-application.ts';

/** POST applications/:id/stage {stage, reason?}: the server records the change with its date in stageHistory. */
export const changeStage = (id: string, body: StageChangeBody) =>
  api.post<Application>(`/v1/users/applications/${encodeURIComponent(id)}/stage`, body);

/** Moves an application to a stage (board drag, "Move to …", the detail form); lists and insights are read again. */
export function useChangeStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: StageChangeBody & { id: string }) => changeStage(id, body),
    onSuccess: (moved) => {
      queryClient.setQueryData(applicationQueryKey(moved._id), moved);
      void queryClient.invalidateQueries({ queryKey: applicationsQueryKey });
      toast.success(APPLICATION_MESSAGES.stageChanged);
    },
    onError: (error) => {
      console.error('Changing the stage failed', error);
      toast.error(userMessage(error));
    },
  });
}
