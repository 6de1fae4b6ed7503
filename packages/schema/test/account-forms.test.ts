import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  LIMITS,
  MESSAGES,
  passkeyNameFormSchema,
  setupSignUpFormSchema,
  twoFactorDisableFormSchema,
} from '../src/index.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the account forms’ schemas', () => {
  it('the first account signs up with the setup token, required', () => {
    const form = { fullName: '', email: 'owner@example.com', password: 'secret123' };
    expect(firstMessage(setupSignUpFormSchema.safeParse({ ...form, setupToken: '  ' }))).toBe(
      ACCOUNT_MESSAGES.setupTokenRequired,
    );
    expect(setupSignUpFormSchema.parse({ ...form, setupToken: ' token ' }).setupToken).toBe('token');
  });

  it('turning two-factor off takes a code or the password, and says so when neither is there', () => {
    expect(firstMessage(twoFactorDisableFormSchema.safeParse({ code: ' ', password: '' }))).toBe(
      ACCOUNT_MESSAGES.twoFactorDisableProof,
    );
    expect(twoFactorDisableFormSchema.safeParse({ code: '123456', password: '' }).success).toBe(true);
    expect(twoFactorDisableFormSchema.safeParse({ code: '', password: 'pw' }).success).toBe(true);
  });

  it('a passkey needs a name within its limit', () => {
    expect(firstMessage(passkeyNameFormSchema.safeParse({ name: '  ' }))).toBe(MESSAGES.fieldRequired);
    expect(passkeyNameFormSchema.safeParse({ name: 'x'.repeat(LIMITS.passkeyName + 1) }).success).toBe(false);
    expect(passkeyNameFormSchema.parse({ name: ' Work phone ' })).toEqual({ name: 'Work phone' });
  });
});
