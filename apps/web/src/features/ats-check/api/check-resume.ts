import { atsCheckSchema, type AtsCheck, type GenerateResumeBody, type Resume } from '@vitae/schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { api, ApiError } from '../../../lib/api-client.ts';
import { toGenerateBody } from '../../../lib/resumes/generate-resume.ts';

/** The check renders the PDF and the Word file and reads both back: it may take longer than a preview. */
const CHECK_TIMEOUT_MS = 60_000;
/**
 * The pause in typing after which the draft is checked again: longer than the preview's (lib/resumes/preview-resume.ts)
 * as each check renders two files and counts against the per-user limit (ATS_CHECK_RATE_LIMIT_PER_MINUTE).
 */
export const ATS_CHECK_DEBOUNCE_MS = 800;

/**
 * POST ats-check/:id with the draft (a preview-resume body): what a parser reads back from the PDF and the Word file
 * the draft would download as, read with the contract's schema (packages/schema/src/ats-check.ts).
 */
export async function requestAtsCheck(
  resumeId: string,
  body: GenerateResumeBody,
  signal?: AbortSignal,
): Promise<AtsCheck> {
  const data = await api.post<unknown>(`/v1/users/ats-check/${encodeURIComponent(resumeId)}`, body, {
    timeoutMs: CHECK_TIMEOUT_MS,
    signal,
  });
  return atsCheckSchema.parse(data);
}

/** A 4xx says something about the draft or the pace (429): asking again at once gives the same. */
const retryCheck = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export interface UseAtsCheck {
  /** The newest successful check of this resume: stays while a newer one is in flight and when it fails. */
  check: AtsCheck | undefined;
  /** Why the newest check failed; cleared by the next success. */
  error: Error | null;
  /** A check is in flight. */
  isFetching: boolean;
  /** The draft changed and its check has not been asked for yet. */
  isDebouncing: boolean;
  /** Checks the current draft now, even when an identical one is cached ("Check again", "Try again"). */
  refresh: () => void;
}

/**
 * Checks the draft `debounceMs` after its last change (the first draft at once), as the live preview renders it: keyed
 * on the body sent, so a newer edit's check replaces the older one, whose request is aborted (the query's signal);
 * the last good report stays while a new one is in flight and when it fails.
 */
export function useAtsCheck(
  resume: Resume | undefined,
  { debounceMs = ATS_CHECK_DEBOUNCE_MS }: { debounceMs?: number } = {},
): UseAtsCheck {
  const serialized = useMemo(() => (resume ? JSON.stringify(toGenerateBody(resume)) : null), [resume]);
  const [debounced, setDebounced] = useState(serialized);
  const [nonce, setNonce] = useState(0);
  const resumeId = resume?._id ?? '';

  const delay = debounced === null ? 0 : debounceMs;
  useEffect(() => {
    if (serialized === null) return;
    const timer = setTimeout(() => setDebounced(serialized), delay);
    return () => clearTimeout(timer);
  }, [serialized, delay]);

  const query = useQuery({
    queryKey: ['ats-check', resumeId, debounced ?? '', nonce],
    queryFn: ({ signal }) => requestAtsCheck(resumeId, JSON.parse(debounced!) as GenerateResumeBody, signal),
    enabled: debounced !== null && resumeId !== '',
    placeholderData: keepPreviousData,
    retry: retryCheck,
    retryDelay: 500,
    staleTime: 60_000,
    gcTime: 10_000,
    refetchOnWindowFocus: false,
  });

  // The last settled outcome, kept across keys: `keepPreviousData` alone drops the report once a new key fails.
  const [settled, setSettled] = useState<{ resumeId: string; check: AtsCheck | undefined; error: Error | null }>({
    resumeId,
    check: undefined,
    error: null,
  });
  if (settled.resumeId !== resumeId) {
    setSettled({ resumeId, check: undefined, error: null });
  } else if (query.isSuccess && !query.isPlaceholderData && query.data !== settled.check) {
    setSettled({ resumeId, check: query.data, error: null });
  } else if (query.isError && query.error !== settled.error) {
    setSettled({ resumeId, check: settled.check, error: query.error });
  }

  const refresh = useCallback(() => {
    if (serialized === null) return;
    setDebounced(serialized);
    setNonce((current) => current + 1);
  }, [serialized]);

  return {
    check: settled.resumeId === resumeId ? settled.check : undefined,
    error: settled.resumeId === resumeId ? settled.error : null,
    isFetching: query.isFetching,
    isDebouncing: serialized !== null && serialized !== debounced,
    refresh,
  };
}
