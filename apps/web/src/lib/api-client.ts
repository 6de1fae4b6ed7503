import { MESSAGES, STORAGE_KEYS, type FieldError } from '@vitae/schema';
import { i18nState } from './i18n/language.ts';

/** Every API call gives up after this long (so no call hangs the UI). */
export const API_TIMEOUT_MS = 20_000;
export const API_BASE = '/api';

/** A failed call: the HTTP status (0 when there was no answer) and the server's message. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[] | undefined;
  /** The answer's `data`: null, or what a refusal carries (a 409 answers the current state). */
  readonly data: unknown;
  constructor(status: number, message: string, errors?: FieldError[], data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.data = data;
  }
}

/**
 * A call that got no answer, as a status-0 ApiError saying so in a sentence: never the browser's own words ("Failed
 * to fetch", "NetworkError when attempting to fetch resource", "TypeError").
 */
export function unreachable(error: unknown): ApiError {
  const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
  return new ApiError(0, timedOut ? MESSAGES.networkTimeout : MESSAGES.networkUnreachable);
}

/** What a failed answer says when the server sent no message of its own (a proxy's page, an empty body): no codes. */
export function statusMessage(status: number): string {
  if (status === 0) return MESSAGES.networkUnreachable;
  if (status === 401) return MESSAGES.sessionExpired;
  if (status === 403) return MESSAGES.adminOnly;
  if (status === 404) return MESSAGES.itemNotFound;
  if (status === 408 || status === 504) return MESSAGES.networkTimeout;
  if (status === 429) return MESSAGES.tooManyRequests;
  if (status === 502 || status === 503) return MESSAGES.serverUnavailable;
  if (status >= 500) return MESSAGES.internalError;
  return MESSAGES.requestFailed;
}

/**
 * The sentence to show a user for any failure: an ApiError's message (the server's own words, or statusMessage),
 * else `fallback`. A programming error's message ("Cannot read properties of undefined") is never shown.
 */
export function userMessage(error: unknown, fallback: string = MESSAGES.somethingWentWrong): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

export const tokens = {
  access: (): string | null => localStorage.getItem(STORAGE_KEYS.accessToken),
  refresh: (): string | null => localStorage.getItem(STORAGE_KEYS.refreshToken),
  store(accessToken: string, refreshToken?: string): void {
    localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
    if (refreshToken) localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  },
  clear(): void {
    localStorage.removeItem(STORAGE_KEYS.accessToken);
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
  },
};

type Listener = () => void;
const refreshListeners = new Set<Listener>();
/** Called after a token refresh (lib/auth.tsx re-fetches the current user then). */
export function onTokenRefreshed(listener: Listener): () => void {
  refreshListeners.add(listener);
  return () => refreshListeners.delete(listener);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Send the bearer token (default true). */
  auth?: boolean;
  timeoutMs?: number;
  /** Cancels the call (a newer preview makes the older one pointless); it rejects with the signal's reason. */
  signal?: AbortSignal;
  /** The call outlives the page (sent while the page is being left, e.g. on `pagehide`). */
  keepalive?: boolean;
}

interface Envelope<T> {
  statusCode?: number;
  data?: T;
  message?: string;
  success?: boolean;
  errors?: FieldError[];
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  // The server answers its messages in the interface's language (a signed-in account's own choice wins there).
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18nState().language };
  // A form (a file upload) is sent as the browser encodes it: it sets the multipart type and its boundary.
  const form = options.body instanceof FormData;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  const access = options.auth === false ? null : tokens.access();
  if (access) headers.Authorization = `Bearer ${access}`;
  try {
    return await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : form ? (options.body as FormData) : JSON.stringify(options.body),
      credentials: 'include',
      ...(options.keepalive ? { keepalive: true } : {}),
      signal: options.signal
        ? AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS)])
        : AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS),
    });
  } catch (error) {
    // Cancelled by the caller: not a failure to report, and TanStack Query knows the reason for what it is.
    if (options.signal?.aborted) throw options.signal.reason;
    throw unreachable(error);
  }
}

/** A status line or an error code, not a sentence: "502", "HTTP 500", "Internal Server Error", "ECONNRESET". */
const RAW_MESSAGE =
  /^(?:HTTP\s*)?\d{3}\b|^[A-Z][a-z]+(?: [A-Z][a-z]+)+$|^(?:Unauthorized|Forbidden|Conflict)$|^[A-Z][A-Z0-9_]+$/;

/** The server's message when it is a sentence for people; undefined for none or a raw status line or code. */
export function readableMessage(message: unknown): string | undefined {
  if (typeof message !== 'string') return undefined;
  const text = message.trim();
  return text && !RAW_MESSAGE.test(text) ? text : undefined;
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  try {
    return (await response.json()) as Envelope<T>;
  } catch {
    return {};
  }
}

let refreshing: Promise<boolean> | null = null;

/** POST /api/auth/refresh-token with the stored refresh token; stores the new pair. One at a time. */
export function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const refreshToken = tokens.refresh();
      const response = await send('/auth/refresh-token', {
        method: 'POST',
        body: refreshToken ? { refreshToken } : {},
        auth: false,
      });
      if (!response.ok) return false;
      const body = (await readEnvelope<unknown>(response)) as { accessToken?: string; refreshToken?: string };
      if (!body.accessToken) return false;
      tokens.store(body.accessToken, body.refreshToken);
      for (const listener of refreshListeners) listener();
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * 401 answers about a password the user typed, not about the session: refreshing and sending the request again
 * would only spend another of the throttled password attempts.
 */
const PASSWORD_REFUSALS: ReadonlySet<string> = new Set([MESSAGES.currentPasswordWrong, MESSAGES.invalidCredentials]);

/** Calls the API and returns the envelope's data; a failure throws ApiError. One refresh-and-retry on a session 401. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiAnswer<T>(path, options)).data;
}

/**
 * As apiRequest, with the answer's message beside its data: for a call whose message says which of its outcomes it
 * was (undefined when it is no sentence for people).
 */
export async function apiAnswer<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; message: string | undefined }> {
  let response = await send(path, options);
  let body = await readEnvelope<T>(response);
  const sessionRefused = response.status === 401 && !PASSWORD_REFUSALS.has(body.message ?? '');
  if (sessionRefused && options.auth !== false && tokens.refresh()) {
    if (await refreshTokens()) {
      response = await send(path, options);
      body = await readEnvelope<T>(response);
    }
  }
  if (!response.ok || body.success === false) {
    throw new ApiError(
      response.status,
      readableMessage(body.message) ?? statusMessage(response.status),
      body.errors,
      body.data ?? null,
    );
  }
  return { data: body.data as T, message: readableMessage(body.message) };
}

/** The answer to a file call, or ApiError; the one refresh-and-retry on a session 401 is as apiRequest's. */
async function sendForFile(path: string, options: Omit<RequestOptions, 'body'>): Promise<Response> {
  let response = await send(path, options);
  if (response.status === 401 && options.auth !== false && tokens.refresh() && (await refreshTokens())) {
    response = await send(path, options);
  }
  if (!response.ok) {
    const body = await readEnvelope<unknown>(response);
    throw new ApiError(response.status, readableMessage(body.message) ?? statusMessage(response.status), body.errors);
  }
  return response;
}

/**
 * Calls the API for a file (a PDF, the account export): the answer's body as a Blob. Failures and the one
 * refresh-and-retry on a session 401 are as apiRequest's.
 */
export async function apiBlob(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<Blob> {
  return (await sendForFile(path, options)).blob();
}

/**
 * The file name a Content-Disposition header gives: `filename*` (RFC 5987, UTF-8) first, then `filename`;
 * undefined when it names none. Only the name is kept (no folders).
 */
export function dispositionFileName(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  let name: string | undefined;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  if (extended) {
    const [, charset = '', encoded = ''] = /^([^']*)'[^']*'(.*)$/.exec(extended.replace(/^"|"$/g, '')) ?? [];
    try {
      if (/^utf-8$/i.test(charset)) name = decodeURIComponent(encoded);
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /(?:^|;)\s*filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/i.exec(header)?.[1]?.trim();
    name = plain?.startsWith('"') ? plain.slice(1, -1).replace(/\\(.)/g, '$1') : plain;
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base || undefined;
}

/** Calls the API for a download: the file and the name the server gave it (Content-Disposition), if any. */
export async function apiFile(
  path: string,
  options: Omit<RequestOptions, 'body'> = {},
): Promise<{ blob: Blob; fileName: string | undefined }> {
  const response = await sendForFile(path, options);
  return { blob: await response.blob(), fileName: dispositionFileName(response.headers.get('content-disposition')) };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** The preview link: the server's path plus a cache-busting timestamp. */
export function withCacheBuster(url: string, now: number = Date.now()): string {
  return `${url}${url.includes('?') ? '&' : '?'}t=${now}`;
}
