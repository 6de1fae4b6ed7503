import type { Resume } from '@vitae/schema';
import { api } from '../../../lib/api-client.ts';
import { useRestoreVersion, type RestoreVersionOptions } from '../../../lib/versions.ts';
import { resumeQueryKey } from '../../../lib/resumes/get-resume.ts';
import { resumesQueryKey } from '../../../lib/resumes/get-resumes.ts';
import { resumeVersionsQueryKey } from './get-resume-versions.ts';

/**
 * POST resume-versions/:id/restore/:versionId: the server snapshots the resume as it is ('restore'), writes the
 * version back (raising its `version`) and answers the restored resume.
 */
export const restoreResumeVersion = (id: string, versionId: string) =>
  api.post<Resume>(`/v1/users/resume-versions/${encodeURIComponent(id)}/restore/${encodeURIComponent(versionId)}`);

const restoreOptions: RestoreVersionOptions<Resume> = {
  restoreVersion: restoreResumeVersion,
  docQueryKey: resumeQueryKey,
  versionsQueryKey: resumeVersionsQueryKey,
  listQueryKey: resumesQueryKey,
};

/** Restores a version: the cached resume becomes the restored one, History gains the snapshot; errors toast. */
export const useRestoreResumeVersion = () => useRestoreVersion(restoreOptions);
