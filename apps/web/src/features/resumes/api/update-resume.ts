import type { Resume, UpdateResumeBody } from '@vitae/schema';
import { api } from '../../../lib/api-client.ts';

/** PATCH only the fields that changed; list items are sent without ids. */
export const updateResume = (id: string, body: UpdateResumeBody) =>
  api.patch<Resume>(`/v1/users/update-resume-details/${encodeURIComponent(id)}`, body);
