import type { SaveVersionBody } from '@vitae/schema';
import { api } from '../../../lib/api-client.ts';
import { useSaveVersion, type SaveVersionOptions } from '../../../lib/versions.ts';
import { coverLetterVersionsQueryKey, type CoverLetterVersion } from './get-cover-letter-versions.ts';

/** POST cover-letters/:id/versions {name}: the letter as stored now, kept under that name. */
export const saveCoverLetterVersion = (id: string, body: SaveVersionBody) =>
  api.post<CoverLetterVersion>(`/v1/users/cover-letters/${encodeURIComponent(id)}/versions`, body);

const saveOptions: SaveVersionOptions<CoverLetterVersion> = {
  saveVersion: saveCoverLetterVersion,
  versionsQueryKey: coverLetterVersionsQueryKey,
};

/** "Save version": saves pending edits, then the version; the list shows it, a toast says so (or why not). */
export const useSaveCoverLetterVersion = () => useSaveVersion(saveOptions);
