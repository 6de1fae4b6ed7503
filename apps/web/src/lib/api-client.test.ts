import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@vitae/schema';
import { installFakeApi } from '../test/fake-api.ts';
import { api, ApiError, apiRequest, withCacheBuster } from './api-client.ts';

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
      message: 'The server took too long to answer.',
    });
  });

  it('adds a cache-busting timestamp to preview links', () => {
    expect(withCacheBuster('/api/v1/pdf/x?sig=1', 42)).toBe('/api/v1/pdf/x?sig=1&t=42');
    expect(withCacheBuster('/api/v1/pdf/x', 42)).toBe('/api/v1/pdf/x?t=42');
  });
});
