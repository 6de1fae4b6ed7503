import { MESSAGES, STORAGE_KEYS, type FieldError } from '@vitae/schema';

/** Every API call gives up after this long (DESIGN.md section 1: no call hangs the UI). */
export const API_TIMEOUT_MS = 20_000;
export const API_BASE = '/api';

/** A failed call: the HTTP status (0 when there was no answer) and the server's message. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[] | undefined;
  constructor(status: number, message: string, errors?: FieldError[]) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
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
/** Called after a token refresh (SPEC.md section 4: a refresh re-fetches the current user). */
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
}

interface Envelope<T> {
  statusCode?: number;
  data?: T;
  message?: string;
  success?: boolean;
  errors?: FieldError[];
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const access = options.auth === false ? null : tokens.access();
  if (access) headers.Authorization = `Bearer ${access}`;
  try {
    return await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(0, timedOut ? 'The server took too long to answer.' : 'The server could not be reached.');
  }
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
    throw new ApiError(response.status, body.message ?? `Request failed with status ${response.status}.`, body.errors);
  }
  return body.data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};

/** The preview link: the server's path plus a cache-busting timestamp (SPEC.md section 7). */
export function withCacheBuster(url: string, now: number = Date.now()): string {
  return `${url}${url.includes('?') ? '&' : '?'}t=${now}`;
}
