import { useMutation } from '@tanstack/react-query';
import { apiFile, userMessage } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';

export const calendarPath = (id: string) => `/v1/users/applications/${encodeURIComponent(id)}/calendar.ics`;

/** GET applications/:id/calendar.ics: an iCalendar file with a VEVENT per dated next step. */
export const downloadCalendar = (id: string) => apiFile(calendarPath(id));

/** "Download .ics": saved under the server's file name (else "interview.ics"); a failure toasts. */
export function useDownloadCalendar() {
  return useMutation({
    mutationFn: async (id: string) => {
      const { blob, fileName } = await downloadCalendar(id);
      saveFile(blob, fileName ?? 'interview.ics');
    },
    onError: (error) => {
      console.error('Downloading the calendar file failed', error);
      toast.error(userMessage(error));
    },
  });
}
