import { defaultPageSize, MESSAGES, type CreateResumeBody, type Resume } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth.tsx';
import { toast } from '../../../lib/toast.ts';
import { resumesQueryKey } from '../../../lib/resumes/get-resumes.ts';
import { updateResume } from '../../../lib/resumes/update-resume.ts';

export const createResume = (body: CreateResumeBody) => api.post<Resume>('/v1/users/create-user-resume', body);

/** A create that cannot go on, with the message saying why (no user with an email, no id in the answer). */
class CreateResumeRefused extends Error {}

/** The message for a failed create: the refusal's own, else by whether the server failed (5xx). */
function createErrorMessage(error: unknown): string {
  if (error instanceof CreateResumeRefused) return error.message;
  return error instanceof ApiError && error.status >= 500 ? MESSAGES.resumeCreateLater : MESSAGES.resumeCreateFailed;
}

/**
 * A new resume starts on the paper of the browser's locale (Letter in the US and Canada, else A4). The create call
 * takes no design, so it is written right after, naming the new resume's version: it never overwrites a choice. A
 * failure leaves the resume as created (the template's paper).
 */
async function withLocalPageSize(resume: Resume): Promise<Resume> {
  if (resume.design?.pageSize) return resume;
  try {
    const pageSize = defaultPageSize(navigator.language);
    return await updateResume(resume._id, { design: { ...resume.design, pageSize }, version: resume.version });
  } catch (error) {
    console.error('Setting the new resume’s paper size failed', error);
    return resume;
  }
}

export interface CreateResumeInput {
  resumeTitle: string;
  templateId?: string | undefined;
}

/**
 * Creates a resume for the signed-in user, toasts "Resume created successfully!", and opens its editor; `mutate`'s
 * own onSuccess closes the dialog. Failures toast createErrorMessage's message.
 */
export function useCreateResume() {
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ resumeTitle, templateId }: CreateResumeInput) => {
      if (!user?.email) throw new CreateResumeRefused(MESSAGES.mustBeLoggedInToCreate);
      const resume = await createResume({ resumeTitle, email: user.email, ...(templateId ? { templateId } : {}) });
      if (!resume?._id) throw new CreateResumeRefused(MESSAGES.resumeCreateNoId);
      return withLocalPageSize(resume);
    },
    onSuccess: (resume) => {
      toast.success(MESSAGES.resumeCreated);
      void queryClient.invalidateQueries({ queryKey: resumesQueryKey });
      void navigate(`/dashboard/resume/${resume._id}/edit`);
    },
    onError: (error) => {
      console.error('Creating the resume failed', error);
      toast.error(createErrorMessage(error));
    },
  });
}
