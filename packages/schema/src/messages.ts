import { icu } from './i18n/icu.ts';
import { LIMITS } from './limits.ts';

/**
 * The product's required texts (validation, failures, successes), kept word for word with their odd capitals, and
 * the server's own messages. Copy, never retype.
 */
export const MESSAGES = {
  // validation (required wording, kept word for word)
  invalidResumeTitle: 'Please enter a valid resume title.',
  emptyTemplateTitle: 'Please enter a title.',
  mustBeLoggedInToCreate: 'You must be logged in to create a resume.',
  invalidResumeId: 'Invalid resume ID. Please refresh the page.',
  addPositionTitle: 'Please Add Position Title',
  addOneAchievement: 'Add at least one achievement before saving.',
  allFieldsRequired: 'All fields are required.',

  // sign-in (required wording, kept word for word)
  credentialsRequired: 'Username or password is required.',
  userDoesNotExist: 'User does not exist.',
  invalidCredentials: 'Invalid User Credentials.',
  somethingWentWrong: 'Something went wrong.',
  googleSignInFailed: 'Google sign-in failed',
  googleLoginFailed: 'Google login failed',
  errorRegistering: 'Error registering user',
  errorWithLogin: 'Error with login',

  // resumes (required wording, kept word for word)
  resumeCreated: 'Resume created successfully!',
  resumeDuplicated: 'Resume duplicated.',
  resumeCreateNoId: 'Failed to create resume. Please try again.',
  resumeCreateLater: 'Something went wrong. Please try again later.',
  resumeCreateFailed: 'Failed to create resume',
  somethingWentWrongBang: 'Something went wrong!',
  resumeDeleted: 'Resume deleted successfully.',
  resumeDeleteFailed: 'Failed to delete resume. Please try again.',
  resumeDeleteError: 'An error occurred. Please try again.',
  resumeDeleteHelper: 'Failed to delete resume',
  resumeDeleteHelperFallback: 'Error deleting resume.',
  previewNoUrl: 'Failed to generate PDF preview.',
  previewFailed: 'Failed to generate preview.',
  sectionServerError: 'Server error. Please try again.',
  sectionServerErrorBang: 'Server Error, Try again!',
  interestsServerError: 'Server Error. Try again!',
  templateUpdateFailed: 'Failed to update template. Please try again.',
  templatesFetchFailed: 'Failed to fetch templates',
  templateAddFailed: 'Failed to add template',
  titleUpdateFailed: 'Server error. Please try again.',
  fetchUsersFailed: 'Error fetching users.',

  // success (required wording, kept word for word)
  personalDetailsUpdated: 'Details updated',
  summaryUpdated: 'Details updated successfully',
  detailsUpdated: 'Details updated !',
  educationUpdated: 'Education details updated!',
  projectsUpdated: 'Projects updated successfully!',
  achievementsUpdated: 'Achievements updated successfully!',
  interestsUpdated: 'Interests updated!',
  certificationsUpdated: 'Certifications & Extra-Curriculars updated!',
  templateSaved: 'Template selected & saved!',
  resumeTitleUpdated: 'Resume title updated!',
  templateAdded: 'Template added.',

  // server-side answers (Vitae's own)
  ok: 'OK',
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  emailTaken: 'An account with this email already exists.',
  registered: 'Account created.',
  loggedIn: 'Logged in.',
  loggedOut: 'Logged out.',
  tokenRefreshed: 'Token refreshed.',
  passwordChanged: 'Password changed.',
  accountUpdated: 'Account updated.',
  accountDeleted: 'Your account and all its resumes have been deleted.',
  passwordConfirmationRequired: 'Enter your password to delete your account.',
  wrongOldPassword: 'The current password is incorrect.',
  noPasswordSet: 'This account signs in with Google and has no password to change.',
  nothingToUpdate: 'Send at least one field to update.',
  unknownLanguage: 'Choose one of the languages the app is offered in.',
  authRequired: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  refreshTokenRequired: 'Refresh token is required.',
  refreshTokenInvalid: 'Refresh token is invalid or expired. Please log in again.',
  refreshTokenReused:
    'This refresh token was already used; every session of its family has been revoked. Please log in again.',
  adminOnly: 'Not authorized',
  googleNotConfigured: 'Google sign-in is not configured',
  googleEmailUnverified: 'Your Google email address is not verified.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  resumeNotFound: 'Resume not found.',
  resumeUpdated: 'Resume updated.',
  // Autosave and version conflicts (docs/product.md, Editor: autosave)
  invalidResumeVersion: 'version must be a whole number of at least 1.',
  resumeVersionConflict:
    'This resume was changed elsewhere (another tab or device) since you opened it. Nothing was saved.',
  autosaveSaving: 'Saving…',
  autosaveSaved: 'Saved',
  autosaveFailed: "Couldn't save",
  autosaveOffline: "Couldn't save — your changes are kept on this device and will be saved when the server answers.",
  draftRestorePrompt: 'This resume has changes on this device that were never saved.',
  unsavedLogout: 'You have unsaved changes. Log out anyway? They stay on this device until you open the resume again.',
  unknownTemplate: 'This template does not exist.',
  templateFolderUnknown: 'There is no template folder with this name in the registry.',
  templateFolderInvalid: 'Folder name may contain only lowercase letters, digits and hyphens.',
  templateDuplicate: 'A template for this folder already exists.',
  pdfLinkInvalid: 'This preview link is not valid.',
  pdfLinkExpired: 'This preview link has expired. Generate the preview again.',
  pdfNotFound: 'This PDF is no longer available. Generate the preview again.',
  pdfBusy: 'The PDF service is busy. Please try again in a moment.',
  pdfTimeout: 'Rendering the PDF took too long and was stopped. Shorten the resume or try again in a moment.',
  pdfGenerated: 'PDF generated.',
  pdfTooFast: 'You are generating PDFs too quickly. Please wait a moment and try again.',
  pdfRenderFailed: 'The PDF could not be rendered. Please try again.',
  invalidBody: 'The request body is not valid.',
  malformedJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is larger than 1 MB.',
  bodyTooManyItems: 'The request body holds a list or object of more than 1,000 items.',
  unsupportedMediaType: 'Send the request body as application/json.',
  routeNotFound: 'There is no such API route.',
  malformedUrl: 'The request URL is malformed.',
  crossOriginRequest: 'This request came from another site and was refused.',
  pageNotFound: 'Not found.',
  internalError: 'Something went wrong on our side. Please try again.',
  serviceUnavailable: 'The service is shutting down. Please try again.',

  // accounts and roles (docs/security.md, Accounts, roles and sign-in)
  currentPasswordRequired: 'Enter your current password to change your email.',
  currentPasswordWrong: 'The current password is incorrect.',
  googleAccountExists:
    'An account with this email already exists. Sign in with your password, then connect Google from your account.',
  googleConnectPasswordRequired: 'Enter your current password to connect Google.',
  googleAlreadyLinked: 'This Google account is already connected to another account.',
  googleConnected: 'Google is now connected to your account.',
  googleOnlyAccount: 'This account signs in with Google and has no password to confirm this change with.',
  userNotFound: 'User not found.',
  roleUpdated: 'Role updated.',
  lastAdmin: 'The last admin cannot be demoted. Make another account admin first.',
  invalidPage: 'The page must be a whole number from 1.',
  invalidPageSize: 'The page size must be a whole number from 1 to 100.',
  invalidResumesPageSize: 'The page size must be a whole number from 1 to 200.',

  // web app (its forms and pages)
  fieldRequired: 'This field is required.',
  googleUnavailable: 'Google sign-in is unavailable.',
  noTemplates: 'No templates found',
  unsavedChanges: 'You have unsaved changes. Leave this page anyway?',

  // account settings page (web)
  passwordsDoNotMatch: 'The new passwords do not match.',
  googleOnlyEmailLocked:
    'Your email comes from your Google account and cannot be changed here: this account has no password to confirm the change with.',
  dataDownloaded: 'Your data has been downloaded as vitae-export.json.',

  // AI writing help (Vitae's own)
  aiTextRequired: 'Send some text to check.',
  aiUnreadable: 'The AI answer could not be read. Please try again.',
  aiProviderFailed: 'The AI service failed to answer. Please try again.',
  aiUnavailable: 'The AI service is unavailable right now. Please try again later.',
  aiTimeout: 'The AI service took too long to answer. Please try again.',

  // Grammar dictionary (docs/writing-help.md, Grammar and spelling)
  dictionaryWordRequired: 'Enter a word to add to your dictionary.',
  dictionaryWordTooLong: 'A dictionary word is at most 64 characters.',
  dictionaryWordOneWord: 'A dictionary word is a single word, without spaces.',
  dictionaryWordUnreadable: 'This word holds a character that cannot be stored. Type it again.',
  dictionaryFull: 'Your dictionary holds 1,000 words, its limit. Remove a word you no longer need to add another.',
  dictionaryWordNotFound: 'That word is not in your dictionary.',
  dictionaryWordAdded: 'Added to your dictionary.',
  dictionaryWordRemoved: 'Removed from your dictionary.',

  // Month dates (packages/schema/src/month.ts)
  invalidMonth: 'Enter a month like 2021-03 or Mar 2021',
  endBeforeStart: 'End date must be after the start date',

  // Live preview (docs/architecture.md, The web app)
  previewTooFast: 'The preview is being redrawn too often. It will catch up in a moment.',
  previewRendered: 'Preview rendered.',

  // App shell (docs/product.md, No dead ends, no pile-ups, no codes)
  networkUnreachable: 'Vitae could not be reached. Check your internet connection and try again.',
  networkTimeout: 'The server took too long to answer. Please try again.',
  serverUnavailable: 'Vitae is unavailable right now. Please try again in a moment.',
  requestFailed: 'This request could not be completed. Please try again.',
  itemNotFound: 'What you asked for no longer exists. Refresh the page and try again.',
  pageNotFoundTitle: 'Page not found',
  pageNotFoundHint: 'There is no page at this address. The link may be wrong or out of date.',
  pageErrorHint: 'Something stopped this page from showing. Reload it, or go back to the dashboard.',
  adminOnlyHint: 'This page is for admins only. Ask an admin to give your account the admin role.',
  resumeNotFoundHint: 'It may have been deleted, or the link may be wrong.',
  resumeLoadFailed: 'This resume could not be loaded.',

  // Section lists (docs/product.md, Editor: lists)
  tickOneBullet: 'Tick at least one bullet point to add.',
  offlineBulletsAdded: 'Offline suggestions added to the work summary.',
  undo: 'Undo',

  // Resume export (docs/import-export.md, Export)
  invalidExportFormat: 'format must be one of: json-resume, vitae, markdown, txt, docx, pdf.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/**
 * A design setting refused (docs/design.md, Design settings): each message names the field, as the 400
 * must.
 */
export const DESIGN_MESSAGES = {
  accentColor: 'design.accentColor must be a colour like #1f6feb.',
  fontFamily: 'design.fontFamily must be one of the fonts listed by GET /api/v1/config.',
  fontSize: 'design.fontSize must be from 9 to 12 points, in steps of 0.5.',
  lineSpacing: 'design.lineSpacing must be compact, normal or relaxed.',
  margins: 'design.margins must be narrow, normal or wide.',
  pageSize: 'design.pageSize must be A4 or Letter.',
  language: 'design.language must be one of the languages listed by GET /api/v1/config.',
  sectionOrder: 'design.sectionOrder must list section keys, each at most once.',
  hiddenSections: 'design.hiddenSections must list section keys.',
  sectionTitles: 'design.sectionTitles must give each section key a title of at most 60 characters.',
  fitToOnePage: 'design.fitToOnePage must be true or false.',
  design: 'design must be an object of design settings.',
} as const;

/** Fit to one page could not reach one page within the sizes and spacing a resume may use. */
export const notFittedMessage = icu(
  '{pages, plural, other {This resume still needs {pages} pages at the smallest size and spacing allowed. Shorten or hide a section to fit it on one page.}}',
  (pages: number) => ({ pages }),
);

/** A custom section refused (docs/design.md, Design settings). */
export const CUSTOM_SECTION_MESSAGES = {
  id: 'customSections: each section needs an id like custom-1a2b (lower-case letters and digits after "custom-").',
  title: 'customSections: each section needs a title.',
  tooMany: 'A resume holds at most 10 sections of your own.',
  duplicateId: 'customSections: two sections have the same id.',
} as const;

/** A section key that is not one of `sections` (design.ts gives the registry's), in the design field that named it. */
export const invalidSectionMessage = icu(
  "design.{field} names a section that does not exist. Sections: {sections}, and your own sections' ids.",
  (field: string, sections: readonly string[]) => ({ field, sections: sections.join(', ') }),
);

/** A resume whose PDF would have more pages than LIMITS.pdfMaxPages. */
export const pdfTooManyPagesMessage = icu(
  'This resume would be {pages, plural, other {{pages} pages}}; the limit is {limit}. Shorten or remove some sections.',
  (pages: number) => ({ pages, limit: LIMITS.pdfMaxPages }),
);

/** A resume with more text than LIMITS.pdfMaxTextBytes. */
export const pdfTooMuchTextMessage = icu(
  'This resume has more than {megabytes} MB of text. Shorten the longest sections.',
  () => ({ megabytes: LIMITS.pdfMaxTextBytes / 1_048_576 }),
);

/** Section lists the user arranges: what a toast or the live region says after a change to a list. */
export const listMessages = {
  removed: icu('{label} removed.', (label: string) => ({ label })),
  restored: icu('{label} restored.', (label: string) => ({ label })),
  duplicated: icu('{label} duplicated as item {position}.', (label: string, position: number) => ({ label, position })),
  moved: icu('{label} moved to position {position} of {count}.', (label: string, position: number, count: number) => ({
    label,
    position,
    count,
  })),
  bulletsAdded: icu(
    'Added {count, plural, one {{count} bullet point} other {{count} bullet points}} to the work summary.',
    (count: number) => ({ count }),
  ),
  stillNeeded: icu('Still needed: {fields}.', (fields: string[]) => ({ fields: fields.join(', ') })),
};

/** The summary step's AI and grammar changes; each toast offers Undo. */
export const summaryMessages = {
  corrected: icu(
    '{change, select, removed {Removed "{from}".} other {Changed "{from}" to "{to}".}}',
    (from: string, to: string) => ({ change: to === '' ? 'removed' : 'changed', from, to }),
  ),
  allCorrected: icu(
    'Applied {count, plural, one {{count} correction} other {{count} corrections}}.',
    (count: number) => ({ count }),
  ),
  replaced: 'Your summary was replaced with the suggestion.',
  used: 'The suggestion is now your summary.',
  sentenceAdded: 'Suggestion added to the summary.',
};

/** POST /api/v1/users/import-resume (docs/import-export.md, Import). */
export const IMPORT_MESSAGES = {
  imported: 'Resume imported.',
  noFile: 'Choose a file to import: send it as multipart/form-data in a field named "file".',
  oneFile: 'Send one file at a time, in a field named "file".',
  notMultipart: 'Send the file as multipart/form-data, in a field named "file".',
  tooLarge: 'The file is larger than 10 MB.',
  emptyFile: 'The file is empty.',
  unsupported:
    'This file cannot be imported. Accepted: a Vitae export (.vitae.json), a JSON Resume file (.json), a PDF resume (.pdf), a Word document (.docx) or LinkedIn’s data export (.zip).',
  tooDeep: 'The file is nested too deeply to be a resume.',
  newerVersion: 'This Vitae export comes from a newer version of Vitae and cannot be imported here.',
  invalidVitae: 'This Vitae export is damaged and cannot be imported.',
  tooFast: 'You are importing resumes too quickly. Please wait a moment and try again.',
  pdfNoText:
    'This PDF has no text to read: it may be a scan or an image. Export your resume from the program you wrote it in as a PDF with text, or import a JSON file.',
  pdfDamaged: 'This PDF is damaged and cannot be read.',
  pdfEncrypted: 'This PDF is password-protected. Remove the password and import it again.',
  pdfTooComplex: 'This PDF is too large or complex to read as a resume.',
  docxDamaged: 'This Word file is damaged and cannot be read.',
  docxNoText:
    'This Word file has no text to read: it may hold only images. Save your resume with its text as a .docx or a PDF, or import a JSON file.',
  docxMacros:
    'This Word file contains macros (.docm), which are never imported. Save it as a plain Word document (.docx) and import it again.',
  docxLegacy:
    'This is an old Word document (.doc) or a password-protected Word file, which cannot be read. Save it as a Word document (.docx) without a password and import it again.',
  fileTooComplex: 'This file is too large or complex to read as a resume.',
  readersBusy: 'The server is busy reading other files. Please try again in a moment.',
  zipDamaged: 'This ZIP file is damaged and cannot be imported.',
  zipEncrypted: 'This ZIP file is password-protected and cannot be imported. Download your LinkedIn data again.',
  zipTooManyEntries: 'This ZIP file holds more than 500 files; a LinkedIn data export holds far fewer.',
  zipTooLarge:
    'A file in this ZIP unpacks to more than 5 MB, or all of them to more than 20 MB; it cannot be imported.',
  zipRatio: 'A file in this ZIP unpacks to far more than any real file does (a "zip bomb"); it cannot be imported.',
  zipUnsupported: 'This ZIP file uses a compression method that cannot be read. Download your LinkedIn data again.',
  linkedinNotExport:
    'This ZIP file is not a LinkedIn data export: it holds none of Profile.csv, Positions.csv, Education.csv or Skills.csv.',
  aiNotConfigured:
    'Improve with AI is not available: this server has no AI provider configured. Import the file without it.',
  invalidImprove: 'The field "improve" takes one value: "ai".',
} as const;

/** The warnings of an import with "Improve with AI" (improve=ai). */
export const IMPORT_AI_WARNINGS = {
  improved: 'Improved with AI: check every field against your PDF.',
  pdfOnly: 'Improve with AI applies to PDF and Word files only; this file was imported as it is.',
  failed: icu('AI could not improve this import ({reason}); the resume was read without it.', (reason: string) => ({
    reason,
  })),
  textCut: icu(
    '{max, plural, other {Only the first {max, number} characters of the PDF’s text were sent to the AI.}}',
    (max: number) => ({ max }),
  ),
} as const;

/** Creating a resume past the account's limit (MAX_RESUMES_PER_USER). */
export const resumeLimitMessage = icu(
  'You have reached the limit of {max, plural, other {{max} resumes}}. Delete one you no longer need to create another.',
  (max: number) => ({ max }),
);

/** History: the saved and automatic versions of a resume (/api/v1/users/resume-versions). */
export const VERSION_MESSAGES = {
  invalidName: 'Give the version a name of 1 to 60 characters.',
  invalidVersionId: 'Invalid version ID. Please refresh the page.',
  notFound: 'Version not found.',
  saved: 'Version saved.',
  restored: 'Version restored.',
  restoreUndone: 'Restore undone.',
  automatic: 'Automatic snapshot',
  /**
   * The name of the snapshot a restore takes first: the restored version's name, or its date. Stored in English, as
   * the version's name (docs/i18n.md): a screen shows it in its language through `translated()`.
   */
  beforeRestoring: icu('Before restoring “{name}”', (name: string) => ({ name })),
} as const;

/** Trash: deleted resumes kept 30 days. */
export const TRASH_MESSAGES = {
  listed: 'Trash listed.',
  restored: 'Resume restored.',
  deletedForever: 'Resume deleted for good.',
} as const;

/** A wait as people say it: seconds under a minute, else whole minutes, rounded up. */
const waitValues = (seconds: number) =>
  seconds < 60 ? { unit: 'second', count: seconds } : { unit: 'minute', count: Math.ceil(seconds / 60) };

/** Public share links. */
export const SHARE_MESSAGES = {
  enabled: 'Share link on.',
  disabled: 'Share link off.',
  notFound: 'This link does not lead to a resume. It may have been turned off.',
  passwordRequired: 'This resume is protected by a password.',
  wrongPassword: 'That password is not right.',
  unlocked: 'Unlocked.',
  /** The wait is the Retry-After header's, the time left in the limit's window (15 minutes by default). */
  tooManyAttempts: icu(
    'Too many password attempts. Please wait {unit, select, minute {{count, plural, one {{count} minute} other {{count} minutes}}} other {{count, plural, one {{count} second} other {{count} seconds}}}} and try again.',
    waitValues,
  ),
  passwordLength: 'Use a password of 4 to 128 characters, or none.',
  passwordMissing: 'Please enter the password.',
  linkCopied: 'Link copied.',
} as const;

/** The schemas' own validation messages built from a limit (docs/i18n.md): field errors of many forms. */
export const VALIDATION_MESSAGES = {
  tooLong: icu('Must be at most {max, plural, other {{max} characters}}.', (max: number) => ({ max })),
  tooManyItems: icu('A list holds at most {max, plural, other {{max} items}}.', (max: number) => ({ max })),
  tooManyContacts: icu('At most {max, plural, other {{max} contacts}}.', (max: number) => ({ max })),
  stageInvalid: icu('Stage must be one of {stages}.', (stages: readonly string[]) => ({ stages: stages.join(', ') })),
  reasonInvalid: icu('Reason must be one of {reasons}.', (reasons: readonly string[]) => ({
    reasons: reasons.join(', '),
  })),
} as const;
