import { atsCheckSchema, type AtsCheck, type GenerateResumeBody, type Resume } from '@vitae/schema';
import { api } from '../../../lib/api-client.ts';
import { useI18n } from '../../../lib/i18n/i18n-provider.tsx';
import { useLiveDraftQuery } from '../../../lib/resumes/live-draft-query.ts';

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
 * Checks the draft `debounceMs` after its last change (the first draft at once), as the live preview renders it
 * (useLiveDraftQuery): a newer edit's check replaces the older one, whose request is aborted; the last good report
 * stays while a new one is in flight and when it fails.
 */
export function useAtsCheck(
  resume: Resume | undefined,
  { debounceMs = ATS_CHECK_DEBOUNCE_MS }: { debounceMs?: number } = {},
): UseAtsCheck {
  const resumeId = resume?._id ?? '';
  // The server says the findings in the interface's language (Accept-Language): another language is another report.
  const { language } = useI18n();
  const { data, ...rest } = useLiveDraftQuery(resume, {
    debounceMs,
    queryKey: (body, nonce) => ['ats-check', resumeId, language, body, nonce],
    request: (body, signal) => requestAtsCheck(resumeId, body, signal),
    enabled: resumeId !== '',
    retryDelay: 500,
  });
  return { check: data, ...rest };
}
