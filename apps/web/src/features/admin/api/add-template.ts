import { MESSAGES, type AddTemplateBody, type Template } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { templatesQueryKey } from '../../../lib/templates.ts';
import { toast } from '../../../lib/toast.ts';
import { translated } from '../../../lib/i18n/language.ts';

/** POST /api/v1/admin/add-template (admin bearer): registers a folder of the PDF package as a template. */
export const addTemplate = (body: AddTemplateBody) => api.post<Template>('/v1/admin/add-template', body);

/**
 * Toasts "Template added." and refetches the templates; a refusal toasts "Failed to add template", with the server's
 * reason for a 4xx (unknown folder, duplicate).
 */
export function useAddTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTemplate,
    onSuccess: () => {
      toast.success(MESSAGES.templateAdded);
      void queryClient.invalidateQueries({ queryKey: templatesQueryKey });
    },
    onError: (error) => {
      console.error('Adding the template failed', error);
      toast.error(
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? // Two messages joined: each in the interface's language (docs/i18n.md), the toast finds neither whole.
            `${translated(MESSAGES.templateAddFailed)}: ${translated(error.message)}`
          : MESSAGES.templateAddFailed,
      );
    },
  });
}
