import type { GenerateResumeBody, Resume } from '@vitae/schema';
import { useLiveQuery, type LiveQuery, type LiveQueryOptions } from '../live-query.ts';
import { toGenerateBody } from './generate-resume.ts';

export type LiveDraftQueryOptions<T> = Omit<LiveQueryOptions<Resume, GenerateResumeBody, T>, 'toBody'>;
export type LiveDraftQuery<T> = Pick<LiveQuery<T>, 'data' | 'error' | 'isFetching' | 'isDebouncing' | 'refresh'>;

/**
 * What the editor's live views (the preview's pages, the ATS check) share: the draft as a generate-resume body, sent
 * as lib/live-query.ts says (debounced, keyed on the body, the last good answer kept, 4xx not retried).
 */
export function useLiveDraftQuery<T>(resume: Resume | undefined, options: LiveDraftQueryOptions<T>): LiveDraftQuery<T> {
  const { data, error, isFetching, isDebouncing, refresh } = useLiveQuery(resume, {
    ...options,
    toBody: toGenerateBody,
  });
  return { data, error, isFetching, isDebouncing, refresh };
}
