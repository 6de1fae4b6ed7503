import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError } from './api-client.ts';

/** A 4xx says something about the draft or the pace (429): asking again at once gives the same. */
const retryUnlessClientError = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export interface LiveQueryOptions<D, B, T> {
  /** The request body for the document as the editor holds it; `null` when there is nothing to send. Stable. */
  toBody: (doc: D) => B | null;
  /** The pause in typing after which the draft is sent again. */
  debounceMs: number;
  /** The query's key for one draft body (its JSON) and refresh count. */
  queryKey: (body: string, nonce: number) => QueryKey;
  /** The request for one draft body; `signal` aborts it when a newer draft replaces it. */
  request: (body: B, signal: AbortSignal) => Promise<T>;
  /** Whether the draft may be sent at all (besides there being one). */
  enabled?: boolean;
  /** How soon a failed request (not a 4xx) is asked once more. */
  retryDelay: number;
}

export interface LiveQuery<T> {
  /** The newest successful answer for this document: stays while a newer one is in flight and when it fails. */
  data: T | undefined;
  /** Why the newest request failed; cleared by the next success. */
  error: Error | null;
  /** The newest request failed and no other has been sent since (`error` says why). */
  isError: boolean;
  /** A request is in flight. */
  isFetching: boolean;
  /** The draft changed and its request has not been sent yet (debounce running). */
  isDebouncing: boolean;
  /** There is a body to send (`toBody` gave one). */
  hasBody: boolean;
  /** Sends the current draft now, even when an identical one is cached. */
  refresh: () => void;
}

/**
 * What the editors' live views (a resume's preview and ATS check, a letter's preview) share: the document as a
 * request body, sent `debounceMs` after its last change (the first at once), keyed on the body so a newer edit's
 * request replaces the older one, whose request is aborted (the query's signal); the last good answer stays while a
 * new one is in flight and when it fails; 4xx answers are not retried.
 */
export function useLiveQuery<D extends { _id: string }, B, T>(
  doc: D | undefined,
  { toBody, debounceMs, queryKey, request, enabled = true, retryDelay }: LiveQueryOptions<D, B, T>,
): LiveQuery<T> {
  const serialized = useMemo(() => {
    const body = doc ? toBody(doc) : null;
    return body === null ? null : JSON.stringify(body);
  }, [doc, toBody]);
  const [debounced, setDebounced] = useState(serialized);
  const [nonce, setNonce] = useState(0);

  const delay = debounced === null ? 0 : debounceMs;
  useEffect(() => {
    if (serialized === null) return;
    const timer = setTimeout(() => setDebounced(serialized), delay);
    return () => clearTimeout(timer);
  }, [serialized, delay]);

  const query = useQuery({
    queryKey: queryKey(debounced ?? '', nonce),
    queryFn: ({ signal }) => request(JSON.parse(debounced!) as B, signal),
    enabled: debounced !== null && enabled,
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
    // A live answer is worth little once late: ask again soon, once.
    retryDelay,
    // Every body is its own answer; keep few of them around (a preview's SVG may weigh a few hundred kB).
    staleTime: 60_000,
    gcTime: 10_000,
    refetchOnWindowFocus: false,
  });

  // The last settled outcome, kept across keys: `keepPreviousData` alone drops the answer once a new key fails.
  const docId = doc?._id;
  const [settled, setSettled] = useState<{ docId: string | undefined; data: T | undefined; error: Error | null }>({
    docId,
    data: undefined,
    error: null,
  });
  if (settled.docId !== docId) {
    setSettled({ docId, data: undefined, error: null });
  } else if (query.isSuccess && !query.isPlaceholderData && query.data !== settled.data) {
    setSettled({ docId, data: query.data, error: null });
  } else if (query.isError && query.error !== settled.error) {
    setSettled({ docId, data: settled.data, error: query.error });
  }

  const refresh = useCallback(() => {
    if (serialized === null) return;
    setDebounced(serialized);
    setNonce((current) => current + 1);
  }, [serialized]);

  return {
    data: settled.docId === docId ? settled.data : undefined,
    error: settled.docId === docId ? settled.error : null,
    isError: query.isError,
    isFetching: query.isFetching,
    isDebouncing: serialized !== null && serialized !== debounced,
    hasBody: serialized !== null,
    refresh,
  };
}
