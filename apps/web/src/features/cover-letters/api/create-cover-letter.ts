import { COVER_LETTER_MESSAGES, type CoverLetter, type CreateCoverLetterBody } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { coverLettersQueryKey } from './get-cover-letters.ts';

/** POST cover-letters: 201 with the new letter. */
export const createCoverLetter = (body: CreateCoverLetterBody) =>
  api.post<CoverLetter>('/v1/users/cover-letters', body);

/** Creates a letter, toasts "Cover letter created.", and opens its editor; failures toast the server's words. */
export function useCreateCoverLetter() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: createCoverLetter,
    onSuccess: (letter) => {
      toast.success(COVER_LETTER_MESSAGES.created);
      void queryClient.invalidateQueries({ queryKey: coverLettersQueryKey });
      void navigate(`/cover-letters/${letter._id}`);
    },
    onError: (error) => {
      console.error('Creating the cover letter failed', error);
      toast.error(userMessage(error));
    },
  });
}
