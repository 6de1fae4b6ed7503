/**
 * The interface's words shared by every screen (header, menus, loading and error screens, sign-in), in English,
 * keyed `area.name`. ICU MessageFormat (docs/i18n.md): `{name}` inserts a value, `{count, plural, one {…} other {…}}`
 * counts. Every other language's catalogue has exactly these keys (catalogues/<language>/core.ts; a test checks).
 */
export default {
  'app.name': 'Vitae',
  'app.loading': 'Loading...',
  'app.reload': 'Reload',
  'app.skipToMain': 'Skip to main content',

  'time.justNow': 'just now',

  // Words many screens share: one message each.
  'common.cancel': 'Cancel',
  'common.save': 'Save',
  'common.close': 'Close',
  'common.delete': 'Delete',
  'common.undo': 'Undo',
  'common.back': 'Back',
  'common.next': 'Next',
  'common.edit': 'Edit',
  'common.rename': 'Rename',
  'common.duplicate': 'Duplicate',
  'common.retry': 'Retry',
  'common.remove': 'Remove',
  'common.add': 'Add',
  'common.done': 'Done',
  'common.restore': 'Restore',
  'common.saving': 'Saving...',

  'theme.label': 'Theme',
  'theme.system': 'As the system',
  'theme.light': 'Light',
  'theme.dark': 'Dark',
  'theme.hint': 'Kept on this device. Your resume’s pages stay white: they show what prints.',

  'header.language': 'Language',
  'header.mainNav': 'Main',
  'header.accountNav': 'Account',
  'header.myResumes': 'My Resumes',
  'header.applications': 'Applications',
  'header.atsChecker': 'ATS Checker',
  'header.aboutUs': 'About Us',
  'header.login': 'Login',

  'dashboard.chooseTemplate': 'Choose a Template',
  'dashboard.defaultTemplate': 'Default template',

  'accountMenu.open': 'Open account menu',
  'accountMenu.title': 'My Account',
  'accountMenu.dashboard': 'Dashboard',
  'accountMenu.settings': 'Account settings',
  'accountMenu.logOut': 'Log out',
  'accountMenu.unsavedTitle': 'Unsaved changes',
  'accountMenu.stay': 'Stay',
  'accountMenu.logOutAnyway': 'Log out anyway',

  'verifyBanner.label': 'Email verification',
  'verifyBanner.text': 'Please verify your email address, <b>{email}</b>: open the link we sent you.',

  'signIn.twoFactorTitle': 'Two-factor sign-in',
  'signIn.loginTitle': 'Log in to your account',
  'signIn.signupTitle': 'Create an account',
  'signIn.or': 'or',
  'signIn.noAccount': "Don't have an account?",
  'signIn.haveAccount': 'Already have an account?',
  'signIn.signUp': 'Sign up',
  'signIn.logIn': 'Log in',
  'signIn.agree':
    'By continuing you agree to our <terms>Terms of Service</terms> and <privacy>Privacy Policy</privacy>.',
  'signIn.fullName': 'Full name',
  'signIn.email': 'Email',
  'signIn.password': 'Password',
  'signIn.forgotPassword': 'Forgot password?',
  'signIn.setupToken': 'Setup token',
  'signIn.setupTokenHint': "This is the instance's first account: its operator has the token.",
  'signIn.loggingIn': 'Logging in...',
  'signIn.signingUp': 'Signing up...',

  'account.languageHeading': 'Language',
  'account.languageHint':
    'The language of the app’s screens and messages. Your resumes keep their own language (Design).',
  'account.languageSaved': 'Language saved.',
} as const;
