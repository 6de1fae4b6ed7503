/**
 * The interface's words for the account screens (the account page, sign-in's other steps, the forgot/reset/verify
 * pages) and the e-mails the server sends an account, in English (docs/i18n.md). Keys `account.name`, `auth.name`,
 * `mail.name`.
 */
export default {
  'account.title': 'Account settings',

  'account.profile.title': 'Profile',
  'account.profile.description': 'Your name and the email you sign in with.',
  'account.profile.currentPassword': 'Current password',
  'account.profile.emailChangeHint': 'Changing your email needs your current password.',
  'account.profile.save': 'Save profile',

  'account.email.verified': 'Verified',
  'account.email.notVerified': 'Not verified',
  'account.email.resend': 'Resend',
  'account.email.sending': 'Sending...',

  'account.password.description': 'Changing your password signs you out everywhere else; you stay signed in here.',
  'account.password.change': 'Change password',
  'account.password.changing': 'Changing...',
  'account.password.new': 'New password',
  'account.password.rule': 'At least {min} characters.',
  'account.password.confirm': 'Confirm new password',

  'account.twoFactor.description':
    'Signing in asks for a code from an authenticator app as well, so your password alone is not enough.',
  'account.twoFactor.on': 'On',
  'account.twoFactor.turnOff': 'Turn off',
  'account.twoFactor.turnOnFull': 'Turn on two-factor sign-in',
  'account.twoFactor.turnOffFull': 'Turn off two-factor sign-in',
  'account.twoFactor.setUp': 'Set up two-factor sign-in',
  'account.twoFactor.scan': '1. Scan this QR code with your authenticator app.',
  'account.twoFactor.qrLabel': 'QR code for your authenticator app',
  'account.twoFactor.typeKey': 'Or type this key into the app: <code>{secret}</code>',
  'account.twoFactor.code': 'Authentication code',
  'account.twoFactor.enterCode': '2. Enter the 6-digit code the app shows.',
  'account.twoFactor.turnOn': 'Turn on',
  'account.twoFactor.turningOn': 'Turning on...',
  'account.twoFactor.turningOff': 'Turning off...',
  'account.twoFactor.disableHint': 'A code from your authenticator app, or a recovery code.',
  'account.twoFactor.disableHintPassword':
    'A code from your authenticator app, or a recovery code. Or leave it empty and enter your password.',

  'account.recovery.title': 'Your recovery codes',
  'account.recovery.keep':
    'Keep them somewhere safe. Each one signs you in once if you lose your authenticator app. They are shown only now.',
  'account.recovery.label': 'Recovery codes',
  'account.recovery.copy': 'Copy',
  'account.recovery.download': 'Download .txt',

  'account.passkeys.title': 'Passkeys',
  'account.passkeys.description':
    "Sign in with your device's fingerprint, face or PIN, or your password manager, instead of a password.",
  'account.passkeys.none': 'No passkeys yet.',
  'account.passkeys.list': 'Your passkeys',
  'account.passkeys.addedUsed': 'Added {added} · last used {used}',
  'account.passkeys.addedNeverUsed': 'Added {added} · never used',
  'account.passkeys.add': 'Add a passkey',
  'account.passkeys.adding': 'Waiting for your device...',
  'account.passkeys.removeTitle': 'Remove “{name}”?',
  'account.passkeys.removeText':
    'You will no longer be able to sign in with this passkey. The device or password manager may still list it: remove it there too.',
  'account.passkeys.remove': 'Remove passkey',
  'account.passkeys.renameTitle': 'Rename passkey',
  'account.passkeys.renameText': 'A name that tells you which device or password manager holds it.',
  'account.passkeys.name': 'Name',
  'account.passkeys.saveName': 'Save name',

  'account.sessions.title': 'Active sessions',
  'account.sessions.description':
    'The devices and browsers signed in to your account. Sign out any you do not recognise.',
  'account.sessions.thisDevice': 'This device',
  'account.sessions.lastSeen': 'Last seen {time}',
  'account.sessions.signOut': 'Sign out',
  'account.sessions.signOutOthers': 'Sign out of all other sessions',
  'account.device.browserOnSystem': '{browser} on {system}',
  'account.device.browser': 'A browser on {system}',
  'account.device.unknown': 'Unknown device',

  'account.google.description': 'Sign in with your Google account as well.',
  'account.google.connected': 'Connected',
  'account.google.canSignIn': 'You can sign in with Google.',
  'account.google.notConnected': 'Not connected.',
  'account.google.passwordHint': 'Confirm it is you with your current password.',
  'account.google.connect': 'Connect Google',
  'account.google.connecting': 'Connecting...',
  'account.google.disconnect': 'Disconnect Google',
  'account.google.disconnecting': 'Disconnecting...',

  'account.data.title': 'Your data',
  'account.data.description': 'Download your account and every resume as one JSON file (vitae-export.json).',
  'account.data.download': 'Download my data',
  'account.data.downloading': 'Downloading...',

  'account.delete.title': 'Delete account',
  'account.delete.description': 'Delete your account and every resume in it. This cannot be undone.',
  'account.delete.button': 'Delete my account',
  'account.delete.confirmTitle': 'Delete your account?',
  'account.delete.confirmText':
    'Your account and all its resumes will be deleted permanently, and you will be signed out. This cannot be undone.',
  'account.delete.confirm': 'Delete account permanently',
  'account.delete.deleting': 'Deleting...',

  'auth.backToLogIn': 'Back to log in',
  'auth.forgot.title': 'Forgot your password?',
  'auth.forgot.label': 'Ask for a reset link',
  'auth.forgot.intro': 'Enter the email you sign in with and we will send you a link to set a new password.',
  'auth.forgot.send': 'Send reset link',
  'auth.reset.title': 'Set a new password',
  'auth.reset.newLink': 'Send a new link',
  'auth.reset.submit': 'Set new password',
  'auth.verify.title': 'Verify your email',
  'auth.verify.verifying': 'Verifying...',
  'auth.verify.tryAgain': 'Try again',
  'auth.verify.dashboard': 'Go to your dashboard',
  'auth.twoFactor.hint': 'The 6-digit code your authenticator app shows, or one of your recovery codes.',
  'auth.twoFactor.verify': 'Verify',
  'auth.twoFactor.usePasskey': 'Use a passkey instead',
  'auth.passkey.signIn': 'Sign in with a passkey',
  'auth.passkey.waiting': 'Waiting for your passkey...',
  'auth.google.continue': 'Continue with Google',

  // The e-mails (apps/server/src/modules/accounts/account-mails.ts), in the recipient's language.
  'mail.resetPassword.subject': 'Reset your Vitae password',
  'mail.resetPassword.asked': 'Someone (we hope you) asked to reset the password of your Vitae account.',
  'mail.resetPassword.once':
    'The link below works once, for {minutes, plural, one {# minute} other {# minutes}}. If you did not ask, ignore this mail: your password stays as it is.',
  'mail.resetPassword.link': 'Choose a new password',
  'mail.passwordChanged.subject': 'Your Vitae password was changed',
  'mail.passwordChanged.changed':
    'The password of your Vitae account was just changed, and every session was signed out.',
  'mail.passwordChanged.notYou': 'If this was not you, reset your password at once and check your account’s sessions.',
  'mail.verifyEmail.subject': 'Verify your email address for Vitae',
  'mail.verifyEmail.confirm':
    'Please confirm that this address is yours: open the link below (it works once, for 24 hours).',
  'mail.verifyEmail.link': 'Verify my email address',
  'mail.confirmNewEmail.subject': 'Confirm your new email address for Vitae',
  'mail.confirmNewEmail.asked':
    'You asked to use this address for your Vitae account. It changes when you open the link below (it works once, for 24 hours).',
  'mail.confirmNewEmail.link': 'Use this email address',
  'mail.emailChangeRequested.subject': 'Your Vitae email address is about to change',
  'mail.emailChangeRequested.asked':
    'Someone signed in to your Vitae account asked to change its address to {newEmail}. It changes only when the link sent there is opened.',
  'mail.emailChangeRequested.notYou':
    'If this was not you, change your password and sign out of every other session from your account page.',
  'mail.twoFactorOn.subject': 'Two-factor sign-in is on',
  'mail.twoFactorOn.text':
    'Two-factor sign-in was turned on for your Vitae account. Keep your recovery codes somewhere safe.',
  'mail.twoFactorOff.subject': 'Two-factor sign-in was turned off',
  'mail.twoFactorOff.text':
    'Two-factor sign-in was turned off for your Vitae account. If this was not you, reset your password at once.',
} as const;
