import type { QueryClient } from '@tanstack/react-query';
import type { Resume } from '@vitae/schema';
import { toGenerateBody } from './generate-resume.ts';
import { requestLivePreview, resumePreviewQueryKey } from './preview-resume.ts';

/**
 * The editor's first pages, asked for as soon as the resume is here, under the key the editor's preview asks for
 * first (lib/live-query.ts: the draft's body, no refresh yet): on opening the editor they are ready when it is drawn.
 * A draft the editor changes before drawing (an edit kept on this device) asks under its own key.
 */
export function prefetchPreview(queryClient: QueryClient, resume: Resume): Promise<void> {
  const body = toGenerateBody(resume);
  return queryClient.prefetchQuery({
    queryKey: resumePreviewQueryKey(JSON.stringify(body), 0),
    queryFn: ({ signal }) => requestLivePreview(body, signal),
    staleTime: 60_000,
  });
}
