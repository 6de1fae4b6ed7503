import type { CoverLetter } from '@vitae/schema';
import { api } from '../../../lib/api-client.ts';
import { useRestoreVersion, type RestoreVersionOptions } from '../../../lib/versions.ts';
import { coverLetterQueryKey } from './get-cover-letter.ts';
import { coverLetterVersionsQueryKey } from './get-cover-letter-versions.ts';
import { coverLettersQueryKey } from './get-cover-letters.ts';

/**
 * POST cover-letters/:id/versions/:versionId/restore: the server snapshots the letter as it is, writes the version
 * back (raising its `version`) and answers the restored letter.
 */
export const restoreCoverLetterVersion = (id: string, versionId: string) =>
  api.post<CoverLetter>(
    `/v1/users/cover-letters/${encodeURIComponent(id)}/versions/${encodeURIComponent(versionId)}/restore`,
  );

const restoreOptions: RestoreVersionOptions<CoverLetter> = {
  restoreVersion: restoreCoverLetterVersion,
  docQueryKey: coverLetterQueryKey,
  versionsQueryKey: coverLetterVersionsQueryKey,
  listQueryKey: coverLettersQueryKey,
};

/** Restores a version: the cached letter becomes the restored one, History gains the snapshot; errors toast. */
export const useRestoreCoverLetterVersion = () => useRestoreVersion(restoreOptions);
