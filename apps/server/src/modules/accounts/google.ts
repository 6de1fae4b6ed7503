import { MESSAGES } from '@vitae/schema';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { Unauthenticated, Unavailable } from '../../lib/domain-errors.ts';
import type { GoogleIdentity } from './users.ts';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
const JWKS_TIMEOUT_MS = 5_000;

export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity>;

/** Checks a Google ID token: signature against the JWKS, issuer, audience, expiry and a verified email. */
export function createGoogleVerifier(settings: { clientId: string | undefined; jwksUrl: string }): GoogleVerifier {
  const { clientId } = settings;
  if (!clientId) {
    return async () => {
      throw new Unavailable(MESSAGES.googleNotConfigured);
    };
  }
  const jwks = createRemoteJWKSet(new URL(settings.jwksUrl), { timeoutDuration: JWKS_TIMEOUT_MS });
  return async (idToken) => {
    let payload;
    try {
      ({ payload } = await jwtVerify(idToken, jwks, {
        issuer: GOOGLE_ISSUERS,
        audience: clientId,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat', 'email'],
      }));
    } catch {
      throw new Unauthenticated(MESSAGES.googleSignInFailed);
    }
    const emailVerified = payload.email_verified === true || payload.email_verified === 'true';
    if (!emailVerified) throw new Unauthenticated(MESSAGES.googleEmailUnverified);
    const email = String(payload.email).trim().toLowerCase();
    const picture = typeof payload.picture === 'string' && /^https:\/\//.test(payload.picture) ? payload.picture : '';
    return {
      subject: payload.sub!,
      email,
      fullName: typeof payload.name === 'string' ? payload.name.slice(0, 300) : '',
      avatarUrl: picture.slice(0, 2048),
    };
  };
}
