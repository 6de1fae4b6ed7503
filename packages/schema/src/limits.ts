/** Every size limit the API enforces, in one place (characters unless named otherwise). */
export const LIMITS = {
  resumeTitle: 100,
  shortText: 300,
  url: 2048,
  longText: 20_000,
  listItems: 50,
  email: 254,
  passwordMin: 8,
  passwordMax: 128,
  token: 8192,
  templateName: 100,
  templateDescription: 500,
  folderName: 64,
  bodyBytes: 1_048_576,
  adminUsersPageSize: 100,
  /** The largest page of GET user-resumes, and its default (the original client reads every resume at once). */
  resumesPageSize: 200,
  /** A rendered resume's pages (counted after layout) and its text (UTF-8 bytes of every field, checked before). */
  pdfMaxPages: 12,
  pdfMaxTextBytes: 1_048_576,
  /** A section's own heading (design.sectionTitles). */
  sectionTitle: 60,
  /** Sections of the user's own on one resume. */
  customSections: 10,
  /** Passkeys one account keeps, and the length of a passkey's name. */
  passkeysPerUser: 20,
  passkeyName: 60,
  /** A job posting's pasted text (applications, job match). */
  posting: 50_000,
  /** Applications and cover letters one account keeps, and contacts on one application. */
  applicationsPerUser: 1000,
  applicationContacts: 20,
  coverLettersPerUser: 200,
  /** A cover letter's body (rich text, as stored). */
  coverLetterBody: 20_000,
  /** An applications CSV import: its size in bytes and its rows. */
  applicationsCsvBytes: 2_097_152,
  applicationsCsvRows: 1000,
} as const;

/** How long a mailed link lives: a password reset, and an address's verification or change. */
export const RESET_LINK_TTL_SECONDS = 30 * 60;
export const EMAIL_LINK_TTL_SECONDS = 24 * 60 * 60;
/** How long the second step of a sign-in (a two-factor code, a passkey) may wait, and the wrong codes it takes. */
export const SIGN_IN_CHALLENGE_TTL_SECONDS = 5 * 60;
export const SIGN_IN_CHALLENGE_MAX_FAILURES = 5;
/** Recovery codes handed out when two-factor sign-in is turned on. */
export const RECOVERY_CODE_COUNT = 10;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Local-storage keys of the session. */
export const STORAGE_KEYS = { accessToken: 'accessToken', refreshToken: 'refreshToken' } as const;

export const DEFAULT_TEMPLATE_FOLDER = 'classic';
