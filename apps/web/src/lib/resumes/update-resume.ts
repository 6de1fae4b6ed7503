import type { Resume, UpdateResumeBody } from '@vitae/schema';
import { api, ApiError } from '../api-client.ts';
import { getResume } from './get-resume.ts';

/** The resume changed elsewhere since the version the save named: nothing was written; `current` is what is there. */
export class ResumeConflictError extends Error {
  constructor(
    message: string,
    readonly current: Resume,
  ) {
    super(message);
    this.name = 'ResumeConflictError';
  }
}

/**
 * PATCH only the fields that changed; list items are sent without ids. With `version`, a resume changed since then
 * rejects with ResumeConflictError carrying the current resume (the 409's `data`, or read again).
 */
export async function updateResume(id: string, body: UpdateResumeBody): Promise<Resume> {
  try {
    return await api.patch<Resume>(`/v1/users/update-resume-details/${encodeURIComponent(id)}`, body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const sent = error.data as Resume | null;
      throw new ResumeConflictError(error.message, sent?._id === id ? sent : await getResume(id));
    }
    throw error;
  }
}
