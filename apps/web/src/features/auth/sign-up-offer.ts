import { ACCOUNT_MESSAGES, type PublicConfig } from '@vitae/schema';

/** What the sign-up form offers: the form (the first account's asks for the setup token), or why there is none. */
export type SignUpOffer = { kind: 'form'; setupToken: boolean } | { kind: 'refused'; message: string };

/**
 * By the instance's settings: the first account is the operator's, made with the setup token whatever the sign-up
 * setting; then closed refuses, and invite needs the `?invite=` token of the link. Until the settings are read, the
 * plain form.
 */
export function signUpOffer(config: PublicConfig | undefined, inviteToken: string | undefined): SignUpOffer {
  if (config?.setupRequired) return { kind: 'form', setupToken: true };
  if (config?.signUp === 'closed') return { kind: 'refused', message: ACCOUNT_MESSAGES.signUpClosed };
  if (config?.signUp === 'invite' && !inviteToken) return { kind: 'refused', message: ACCOUNT_MESSAGES.inviteRequired };
  return { kind: 'form', setupToken: false };
}
