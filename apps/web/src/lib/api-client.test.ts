import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@vitae/schema';
import { installFakeApi } from '../test/fake-api.ts';
import { api, ApiError, apiRequest, readableMessage, userMessage, withCacheBuster } from './api-client.ts';

describe('the API client', () => {
  it('sends the bearer token, includes credentials and sets a timeout signal', async () => {
    const fake = installFakeApi();
    localStorage.setItem('accessToken', 'tok');
    await api.get('/v1/users/current-user');
    const init = fake.fetchMock.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(init.credentials).toBe('include');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('leaves the bearer off public calls', async () => {
    const fake = installFakeApi();
    localStorage.setItem('accessToken', 'tok');
    await api.get('/v1/admin/get-all-template', { auth: false });
    expect(fake.calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('turns the error envelope into an ApiError with status and message', async () => {
    const fake = installFakeApi();
    fake.fail('POST', '/api/v1/users/login', 401, 'Invalid User Credentials.');
    const error = await api.post('/v1/users/login', { email: 'a', password: 'b' }, { auth: false }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Invalid User Credentials.' });
  });

  it('keeps what a refusal carries in data (a 409 answers the current state), and null otherwise', async () => {
    const fake = installFakeApi();
    fake.override('PATCH', '/api/v1/users/update-resume-details/x', () => ({
      status: 409,
      body: { statusCode: 409, success: false, message: 'Changed elsewhere.', data: { version: 7 } },
    }));
    const conflict = await api.patch('/v1/users/update-resume-details/x', { summary: 's' }).catch((e) => e);
    expect(conflict).toMatchObject({ status: 409, message: 'Changed elsewhere.', data: { version: 7 } });
    fake.fail('GET', '/api/v1/users/current-user', 404, 'Not here.');
    expect(await api.get('/v1/users/current-user').catch((e) => e)).toMatchObject({ status: 404, data: null });
  });

  it('cancels a call when its signal aborts, rejecting with the reason rather than a network error', async () => {
    const fake = installFakeApi();
    fake.fetchMock.mockImplementationOnce(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason), { once: true });
        }),
    );
    const controller = new AbortController();
    const call = api.get('/v1/users/current-user', { signal: controller.signal });
    const reason = new DOMException('superseded', 'AbortError');
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
  });

  it('refreshes once on 401 and gives up when the retry fails too', async () => {
    const fake = installFakeApi();
    localStorage.setItem('accessToken', 'old');
    localStorage.setItem('refreshToken', 'r');
    fake.fail('GET', '/api/v1/users/user-resumes/', 401, 'expired');
    fake.override('POST', '/api/auth/refresh-token', () => ({
      status: 200,
      body: { statusCode: 200, success: true, message: 'ok', data: null, accessToken: 'a2', refreshToken: 'r2' },
    }));
    await expect(api.get('/v1/users/user-resumes/')).rejects.toMatchObject({ status: 401 });
    expect(fake.callsTo('GET', '/api/v1/users/user-resumes/')).toHaveLength(2);
    expect(fake.callsTo('POST', '/api/auth/refresh-token')).toHaveLength(1);
  });

  it('does not refresh and resend when the 401 is about a typed password (each try is throttled)', async () => {
    const fake = installFakeApi();
    localStorage.setItem('accessToken', 'old');
    localStorage.setItem('refreshToken', 'r');
    fake.fail('PUT', '/api/auth/update-account', 401, MESSAGES.currentPasswordWrong);
    await expect(
      apiRequest('/auth/update-account', { method: 'PUT', body: { email: 'new@example.com', currentPassword: 'x' } }),
    ).rejects.toMatchObject({ status: 401, message: MESSAGES.currentPasswordWrong });
    expect(fake.callsTo('PUT', '/api/auth/update-account')).toHaveLength(1);
    expect(fake.callsTo('POST', '/api/auth/refresh-token')).toHaveLength(0);
  });

  it('reports a timeout or a network failure as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('timed out', 'TimeoutError')));
    await expect(api.get('/v1/config')).rejects.toMatchObject({
      status: 0,
      message: MESSAGES.networkTimeout,
    });
  });

  it('says in a sentence that the server could not be reached, never the browser\'s "Failed to fetch"', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await api.get('/v1/users/user-resumes/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: MESSAGES.networkUnreachable });
    expect(userMessage(error)).toBe(MESSAGES.networkUnreachable);
    expect(userMessage(error)).not.toMatch(/fetch|TypeError/i);
  });

  it.each([
    [502, '<html>Bad Gateway</html>', MESSAGES.serverUnavailable],
    [500, '', MESSAGES.internalError],
    [404, '{}', MESSAGES.itemNotFound],
    [400, '{"message":"Bad Request"}', MESSAGES.requestFailed],
    [500, '{"message":"Internal Server Error"}', MESSAGES.internalError],
    [500, '{"message":"HTTP 500"}', MESSAGES.internalError],
    [503, '{"message":"ECONNREFUSED"}', MESSAGES.serverUnavailable],
  ])(
    'turns a %i answer without a readable message (%s) into a sentence without codes',
    async (status, body, message) => {
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(body, { status })));
      const error = await api.get('/v1/users/user-resumes/').catch((e: unknown) => e);
      expect(error).toMatchObject({ status, message });
      expect((error as Error).message).not.toMatch(/\d{3}|HTTP|status/i);
    },
  );

  it("keeps the server's own sentences", async () => {
    const fake = installFakeApi();
    fake.fail('GET', '/api/v1/admin/users', 403, MESSAGES.adminOnly);
    await expect(api.get('/v1/admin/users')).rejects.toMatchObject({ status: 403, message: MESSAGES.adminOnly });
    expect(readableMessage(MESSAGES.invalidCredentials)).toBe(MESSAGES.invalidCredentials);
    expect(readableMessage(MESSAGES.googleLoginFailed)).toBe(MESSAGES.googleLoginFailed);
  });

  it("never shows a programming error's text", () => {
    expect(userMessage(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
      MESSAGES.somethingWentWrong,
    );
    expect(userMessage(new ApiError(409, MESSAGES.lastAdmin))).toBe(MESSAGES.lastAdmin);
  });

  it('adds a cache-busting timestamp to preview links', () => {
    expect(withCacheBuster('/api/v1/pdf/x?sig=1', 42)).toBe('/api/v1/pdf/x?sig=1&t=42');
    expect(withCacheBuster('/api/v1/pdf/x', 42)).toBe('/api/v1/pdf/x?t=42');
  });
});
