import type { GenerateResumeBody } from '@vitae/schema';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { requestPreview, type ResumePreview } from '../../../lib/resumes/preview-resume.ts';

/**
 * The server keeps one waiting preview per user, and a newer one takes its place (answering the newer pages): the
 * gallery asks for one template at a time, so each card gets its own template's pages.
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
  const next = queue.then(run, run);
  queue = next.catch(() => {});
  return next;
}

export const templatePreviewQueryKey = (templateId: string, body: string) =>
  ['template-preview', templateId, body] as const;

/**
 * POST preview-resume: `draft` (the user's draft, or a sample resume) drawn in template `templateId` (for the template
 * gallery), asked for once `enabled` (the card is in view) and kept for a few minutes, so reopening the gallery costs
 * nothing until the draft changes.
 */
export function useTemplatePreview(
  draft: GenerateResumeBody,
  templateId: string,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const body = useMemo(() => JSON.stringify({ ...draft, templateId }), [draft, templateId]);
  return useQuery<ResumePreview>({
    queryKey: templatePreviewQueryKey(templateId, body),
    queryFn: ({ signal }) =>
      oneAtATime(() => {
        // A card closed while it waited its turn asks for nothing.
        signal.throwIfAborted();
        return requestPreview(JSON.parse(body) as GenerateResumeBody, signal);
      }),
    enabled,
    staleTime: 5 * 60_000,
    gcTime: 5 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
