import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import {
  acceptedTotpStep,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  normalizedRecoveryCode,
  openSecret,
  otpauthUrl,
  sealSecret,
} from '../src/modules/accounts/two-factor-codes.ts';

const codeAt = (secret: string, seconds: number) => generateSync({ secret, epoch: seconds });
const now = () => Math.floor(Date.now() / 1000);

describe('two-factor codes', () => {
  it('accepts the current code and its neighbours, never the same step twice, never a wrong code', () => {
    const secret = newTotpSecret();
    const t = now();
    // The step answered is the code's own (its time / 30 s), whenever within the tolerance it is checked.
    const step = acceptedTotpStep(secret, codeAt(secret, t), null);
    expect(step).toBe(Math.floor(t / 30));
    expect(acceptedTotpStep(secret, codeAt(secret, t), step!)).toBeUndefined();
    expect(acceptedTotpStep(secret, codeAt(secret, t - 30), null)).toBe(Math.floor((t - 30) / 30));
    expect(acceptedTotpStep(secret, codeAt(secret, t - 30), step!)).toBeUndefined();
    expect(acceptedTotpStep(secret, codeAt(secret, t - 120), null)).toBeUndefined();
    const wrong = String((Number(codeAt(secret, t)) + 1) % 1_000_000).padStart(6, '0');
    expect(acceptedTotpStep(secret, wrong, null)).toBeUndefined();
    expect(acceptedTotpStep(secret, 'abcdef', null)).toBeUndefined();
    // Typed with a space, as apps show it.
    const code = codeAt(secret, t);
    expect(acceptedTotpStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, null)).toBe(step);
  });

  it('makes an otpauth URL an authenticator app reads', () => {
    const url = new URL(otpauthUrl('JBSWY3DPEHPK3PXP', 'ada@example.com'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(url.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(url.searchParams.get('issuer')).toBe('Vitae');
    expect(decodeURIComponent(url.pathname)).toContain('ada@example.com');
  });

  it('seals a secret so that only the same key opens it, and a changed byte is refused', () => {
    const key = new TextEncoder().encode('instance key');
    const sealed = sealSecret('JBSWY3DPEHPK3PXP', key);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(sealed, key)).toBe('JBSWY3DPEHPK3PXP');
    expect(sealSecret('JBSWY3DPEHPK3PXP', key)).not.toBe(sealed);
    expect(() => openSecret(sealed, new TextEncoder().encode('another key'))).toThrow();
    const [iv, tag, data] = sealed.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => openSecret([iv, tag, flipped.toString('base64url')].join('.'), key)).toThrow();
  });

  it('hands out ten distinct recovery codes, read back however they are typed', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const code = codes[0]!;
    expect(normalizedRecoveryCode(code.toUpperCase().replace('-', ' '))).toBe(code);
    expect(normalizedRecoveryCode(code.replace('-', ''))).toBe(code);
    expect(normalizedRecoveryCode('123456')).toBeUndefined();
    expect(hashRecoveryCode(code)).toBe(hashRecoveryCode(normalizedRecoveryCode(code.toUpperCase())!));
    expect(hashRecoveryCode(code)).not.toBe(hashRecoveryCode(codes[1]!));
  });
});
