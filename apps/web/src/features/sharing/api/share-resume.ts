import { SHARE_MESSAGES, type ShareResumeBody } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { sharePath, shareQueryKey } from './get-share.ts';

export interface ShareLink {
  url: string;
  slug: string;
}

export interface ShareResumeInput {
  id: string;
  body?: ShareResumeBody;
}

/**
 * POST share-resume/:id: turns the public link on, or changes its password and indexing (the link stays). An
 * empty or absent password means none.
 */
export const shareResume = (id: string, body: ShareResumeBody = {}) => api.post<ShareLink>(sharePath(id), body);

/** Turns a resume's public link on (or saves its settings); the share state is read again, a toast says so. */
export function useShareResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: ShareResumeInput) => shareResume(id, body),
    onSuccess: async (_link, { id }) => {
      toast.success(SHARE_MESSAGES.enabled);
      await queryClient.invalidateQueries({ queryKey: shareQueryKey(id) });
    },
    onError: (error) => {
      console.error('Sharing the resume failed', error);
      toast.error(userMessage(error));
    },
  });
}
