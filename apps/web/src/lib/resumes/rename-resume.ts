import type { Resume } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resumeQueryKey } from './get-resume.ts';
import { replaceInResumes, resumesQueryKey } from './get-resumes.ts';
import { updateResume } from './update-resume.ts';

export interface RenameResumeInput {
  id: string;
  resumeTitle: string;
}

/** PATCH update-resume-details/:id with the new title alone (no version: a title never conflicts). */
export const renameResume = ({ id, resumeTitle }: RenameResumeInput) => updateResume(id, { resumeTitle });

/**
 * Renames a resume outside the editor (dashboard card, view page): the resume and the list show the saved title.
 * The rename dialog shows the toasts.
 */
export function useRenameResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameResume,
    onSuccess: (saved: Resume) => {
      queryClient.setQueryData(resumeQueryKey(saved._id), saved);
      replaceInResumes(queryClient, saved);
      void queryClient.invalidateQueries({ queryKey: resumesQueryKey });
    },
  });
}
