import { useMutation } from '@tanstack/react-query';
import { apiFile, userMessage } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';

export const EXPORT_CSV_PATH = '/v1/users/applications/export.csv';

/** GET applications/export.csv: every application, one row each, the documented columns. */
export const exportApplications = () => apiFile(EXPORT_CSV_PATH);

/** Downloads the CSV under the server's file name; a failure toasts the server's message. */
export function useExportApplications() {
  return useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await exportApplications();
      saveFile(blob, fileName ?? 'applications.csv');
    },
    onError: (error) => {
      console.error('Exporting applications failed', error);
      toast.error(userMessage(error));
    },
  });
}
