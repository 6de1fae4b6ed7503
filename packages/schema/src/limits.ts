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
} as const;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Local-storage keys of the session. */
export const STORAGE_KEYS = { accessToken: 'accessToken', refreshToken: 'refreshToken' } as const;

export const DEFAULT_TEMPLATE_FOLDER = 'classic';
