import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { RECOVERY_CODE_COUNT } from '@vitae/schema';

/**
 * The pieces of two-factor sign-in that need no database: TOTP secrets (RFC 6238: SHA-1, 6 digits, 30 s, as every
 * authenticator app reads them), their encryption at rest, and recovery codes. docs/accounts.md tells the flows.
 */

const ISSUER = 'Vitae';
/** A code of the step before or after the current one is accepted too: phones' clocks drift. */
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

export const otpauthUrl = (secret: string, email: string): string =>
  generateURI({ issuer: ISSUER, label: email, secret });

/**
 * The time step of a right code, or undefined. A step at or before `lastStep` is refused, so a code seen over
 * someone's shoulder cannot be used again.
 */
export function acceptedTotpStep(secret: string, code: string, lastStep: number | null): number | undefined {
  const digits = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(digits)) return undefined;
  const result = verifySync({
    secret,
    token: digits,
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/**
 * Secrets are stored encrypted (AES-256-GCM) under a key of the instance's, so a copy of the users table alone
 * (a backup, a leaked dump) does not give the codes away. `iv.tag.ciphertext`, base64url each.
 */
export function sealSecret(secret: string, key: Uint8Array): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey(key), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function openSecret(sealed: string, key: Uint8Array): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) throw new Error('A sealed two-factor secret is malformed');
  const decipher = createDecipheriv('aes-256-gcm', aesKey(key), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

const aesKey = (key: Uint8Array) => createHash('sha256').update(key).digest();

/** Letters and digits that cannot be mistaken for one another when copied from paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7m2p-x9qrt`, shown once. */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

/** A recovery code as typed (any case, with or without the dash or spaces), or undefined if it cannot be one. */
export function normalizedRecoveryCode(code: string): string | undefined {
  const letters = code.toLowerCase().replace(/[\s-]+/g, '');
  return /^[a-z0-9]{10}$/.test(letters) ? `${letters.slice(0, 5)}-${letters.slice(5)}` : undefined;
}

/** Recovery codes carry 50 bits of randomness: a fast hash is enough, and lookups stay exact. */
export const hashRecoveryCode = (code: string): string => createHash('sha256').update(code).digest('base64url');
