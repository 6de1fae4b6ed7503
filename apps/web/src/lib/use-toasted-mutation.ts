import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { userMessage } from './api-client.ts';
import { toast } from './toast.ts';

export interface ToastedMutation<TVariables> {
  mutationFn: (variables: TVariables) => Promise<unknown>;
  /** The toast when it worked. */
  successMessage: string;
  /** For the console when it failed (the toast says the server's words). */
  failureLog: string;
  /** The lists that change with it, read again once it worked. */
  invalidate: readonly QueryKey[];
}

/**
 * A list action that answers with a toast, as Trash's "Restore" and "Delete forever" do for resumes and cover
 * letters alike: on success it toasts and reads the changed lists again; on failure it toasts the server's words.
 * `options` is meant to be a constant of the caller's module.
 */
export function useToastedMutation<TVariables>(options: ToastedMutation<TVariables>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async () => {
      toast.success(options.successMessage);
      await Promise.all(options.invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      console.error(options.failureLog, error);
      toast.error(userMessage(error));
    },
  });
}
