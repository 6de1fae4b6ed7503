import { APPLICATION_MESSAGES } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { applicationsQueryKey } from './get-applications.ts';

/** An upload may take longer than an ordinary call. */
const IMPORT_TIMEOUT_MS = 60_000;

/**
 * POST applications/import (multipart, one part `file`): every row of the CSV becomes an application, or none does
 * (a bad row refuses the whole file with its line number: docs/applications.md).
 */
export function importApplications(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<{ imported: number }>('/v1/users/applications/import', form, { timeoutMs: IMPORT_TIMEOUT_MS });
}

/** Imports a CSV: a toast counts the rows; a refusal is the mutation's error (the page shows it beside the input). */
export function useImportApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importApplications,
    onSuccess: ({ imported }) => {
      toast.success(APPLICATION_MESSAGES.imported(imported));
      void queryClient.invalidateQueries({ queryKey: applicationsQueryKey });
    },
    onError: (error) => {
      console.error('Importing applications failed', error);
    },
  });
}
