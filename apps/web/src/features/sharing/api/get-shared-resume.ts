import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';

/** What anyone with the link reads: the pages as the editor previews them, whose they are and where the PDF is. */
export interface SharedResume {
  pages: number;
  pageWidth: number;
  pageHeight: number;
  /** All the pages, stacked, as one SVG (as preview-resume answers it). */
  svg: string;
  hash: string;
  resumeTitle: string;
  fullName: string;
  /** `/r/<slug>.pdf`: the PDF, on the app's own host. */
  pdfUrl: string;
  /** The owner let search engines index the page. */
  indexable: boolean;
}

export const sharedResumeQueryKey = (slug: string) => ['shared-resume', slug] as const;

/**
 * GET public/resumes/:slug, without the account's token: a 401 here means the link's password, never the session
 * (no refresh, no sign-in). 404 when the link is off or never was.
 */
export const getSharedResume = (slug: string) =>
  api.get<SharedResume>(`/v1/public/resumes/${encodeURIComponent(slug)}`, { auth: false });

/** A refusal (404, 401, 429) is the answer: asking again would only count against the link's limits. */
const retry = (failures: number, error: Error) => !(error instanceof ApiError && error.status >= 400) && failures < 1;

export function useSharedResume(slug: string) {
  return useQuery({ queryKey: sharedResumeQueryKey(slug), queryFn: () => getSharedResume(slug), retry });
}
