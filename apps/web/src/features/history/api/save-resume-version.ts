import type { ResumeVersion, SaveVersionBody } from '@vitae/schema';
import { api } from '../../../lib/api-client.ts';
import { useSaveVersion, type SaveVersionOptions } from '../../../lib/versions.ts';
import { resumeVersionsQueryKey } from './get-resume-versions.ts';

/** POST resume-versions/:id {name}: the resume as stored now, kept under that name. */
export const saveResumeVersion = (id: string, body: SaveVersionBody) =>
  api.post<ResumeVersion>(`/v1/users/resume-versions/${encodeURIComponent(id)}`, body);

const saveOptions: SaveVersionOptions<ResumeVersion> = {
  saveVersion: saveResumeVersion,
  versionsQueryKey: resumeVersionsQueryKey,
};

/** "Save version": saves pending edits, then the version; the list shows it, a toast says so (or why not). */
export const useSaveResumeVersion = () => useSaveVersion(saveOptions);
