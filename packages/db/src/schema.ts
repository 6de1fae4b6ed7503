import {
  APPLICATION_STAGES,
  CLOSED_REASONS,
  type ApplicationContact,
  type CoverLetterRecipient,
  type NextStep,
  type StageChange,
} from '@vitae/schema';
import type {
  CustomSection,
  Design,
  AchievementItem,
  CertificationItem,
  EducationItem,
  ExperienceItem,
  InterestItem,
  ProjectItem,
  SkillItem,
  SocialItem,
} from '@vitae/schema';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  fullName: text('full_name').notNull().default(''),
  avatarUrl: text('avatar_url').notNull().default(''),
  role: text('role', { enum: ['user', 'admin'] })
    .notNull()
    .default('user'),
  passwordHash: text('password_hash'),
  googleSubject: text('google_subject').unique(),
  /** When the address was proven to be the user's (a mailed link, or Google's `email_verified`); null until then. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
  /** The TOTP secret, encrypted with the instance's key (see docs/accounts.md); set while two-factor is on. */
  twoFactorSecret: text('two_factor_secret'),
  /** The TOTP time step of the last code accepted: a code is never accepted twice. */
  twoFactorLastStep: integer('two_factor_last_step'),
  /** The interface's language the user chose (a UI language id, docs/i18n.md); null until chosen. */
  language: text('language'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Opaque refresh tokens, stored as SHA-256 hashes. A family is one sign-in and all its rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** The browser that asked for this token (a session's device is its newest token's). */
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId), index('refresh_tokens_user_idx').on(table.userId)],
);

/**
 * Single-use links mailed to a user (reset the password, verify the address, confirm a new address), stored as
 * SHA-256 hashes of the token; `email` is the address the link was sent to (for a change, the new one).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset-password', 'verify-email', 'change-email'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('account_tokens_user_idx').on(table.userId, table.purpose)],
);

/** Two-factor recovery codes, each usable once, stored as hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.codeHash] })],
);

/** WebAuthn credentials (passkeys) a user registered. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential's id, base64url, as the authenticator gives it. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('passkeys_user_idx').on(table.userId)],
);

/**
 * Challenges handed out for one step, spent once: a WebAuthn challenge (registration or sign-in), the second step of
 * a sign-in that needs a two-factor code (its token's hash), or a two-factor setup's sealed secret waiting for its
 * first code. Stored so that any instance can finish what another began.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a passkey sign-in, where the user is not known until the credential answers. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['passkey-register', 'passkey-sign-in', 'two-factor', 'two-factor-setup'],
    }).notNull(),
    /** The WebAuthn challenge, the hash of the two-factor step's token, or the sealed secret of a setup. */
    challenge: text('challenge').notNull().unique(),
    /** Wrong codes given against this challenge (a two-factor step ends after a few). */
    failures: integer('failures').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('auth_challenges_expires_idx').on(table.expiresAt)],
);

/** Invitations to sign up when SIGNUP is `invite`: a single-use token, for one address or anyone. */
export const invites = pgTable('invites', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  email: text('email'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

export const templates = pgTable('templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  folderName: text('folder_name').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * One column per section: a PATCH writes only its own columns in one UPDATE, so concurrent saves of
 * different sections cannot overwrite each other.
 */
export const resumes = pgTable(
  'resumes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resumeTitle: text('resume_title').notNull(),
    templateId: uuid('template_id').references(() => templates.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    summary: text('summary').notNull().default(''),
    experience: jsonb('experience')
      .$type<ExperienceItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    education: jsonb('education')
      .$type<EducationItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    projects: jsonb('projects')
      .$type<ProjectItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    achievements: jsonb('achievements')
      .$type<AchievementItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    skills: jsonb('skills')
      .$type<SkillItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    interests: jsonb('interests')
      .$type<InterestItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    certificationsOrExtraCurriculars: jsonb('certifications_or_extra_curriculars')
      .$type<CertificationItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    social: jsonb('social')
      .$type<SocialItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    customSections: jsonb('custom_sections')
      .$type<CustomSection[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** How it looks (`designSchema` of @vitae/schema); `{}` is the template as drawn. */
    design: jsonb('design')
      .$type<Design>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Raised by one on every write: a PATCH that names the version it edits is refused (409) once it has moved. */
    version: integer('version').notNull().default(1),
    /** A tailored variant's master (docs/applications.md); the variant stays, as a resume of its own, if it goes. */
    masterId: uuid('master_id').references((): AnyPgColumn => resumes.id, { onDelete: 'set null' }),
    /** Set when the resume is moved to Trash: out of every list and share link, purged 30 days later. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('resumes_user_updated_idx').on(table.userId, table.updatedAt.desc()),
    index('resumes_deleted_idx').on(table.deletedAt),
    index('resumes_master_idx').on(table.masterId),
  ],
);

/**
 * Snapshots of a resume (History): named ones the user saves, automatic ones (at most one an hour while editing) and
 * the one taken before a restore. `content` is the resume's title, template and content as they were.
 */
export const resumeVersions = pgTable(
  'resume_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resumeId: uuid('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    kind: text('kind', { enum: ['manual', 'auto', 'restore'] }).notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('resume_versions_resume_created_idx').on(table.resumeId, table.createdAt.desc())],
);

/** A resume's public link (Share): the row exists while the link is on; deleting it makes the old link 404 at once. */
export const resumeShares = pgTable('resume_shares', {
  resumeId: uuid('resume_id')
    .primaryKey()
    .references(() => resumes.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique(),
  /** scrypt hash (services/passwords.ts) when the link asks for a password. */
  passwordHash: text('password_hash'),
  /** Whether search engines may index the public page (noindex otherwise). */
  indexable: boolean('indexable').notNull().default(false),
  views: integer('views').notNull().default(0),
  downloads: integer('downloads').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * The words a user added to their grammar dictionary ("Add to dictionary"): never flagged as misspellings for them.
 * Kept as first typed; one row per word whatever its case (the unique index on lower(word)).
 */
export const dictionaryWords = pgTable(
  'dictionary_words',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.word] }),
    uniqueIndex('dictionary_words_user_lower_word_idx').on(table.userId, sql`lower(${table.word})`),
  ],
);

/**
 * A job application (docs/applications.md): the posting as text (never fetched), its stage with every change kept in
 * `stageHistory`, the next step and the past ones, and frozen copies of the resume and letter sent.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company: text('company').notNull(),
    role: text('role').notNull(),
    posting: text('posting').notNull().default(''),
    link: text('link').notNull().default(''),
    location: text('location').notNull().default(''),
    salary: text('salary').notNull().default(''),
    source: text('source').notNull().default(''),
    stage: text('stage', { enum: APPLICATION_STAGES }).notNull().default('saved'),
    closedReason: text('closed_reason', { enum: CLOSED_REASONS }),
    stageHistory: jsonb('stage_history')
      .$type<StageChange[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    nextStep: jsonb('next_step').$type<NextStep | null>(),
    pastSteps: jsonb('past_steps')
      .$type<NextStep[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    contacts: jsonb('contacts')
      .$type<ApplicationContact[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    notes: text('notes').notNull().default(''),
    resumeId: uuid('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    coverLetterId: uuid('cover_letter_id').references((): AnyPgColumn => coverLetters.id, { onDelete: 'set null' }),
    /** What was sent, as it was: `{resumeId, resumeTitle, content, sentAt}`; kept when the resume changes or goes. */
    sentResume: jsonb('sent_resume').$type<Record<string, unknown> | null>(),
    sentCoverLetter: jsonb('sent_cover_letter').$type<Record<string, unknown> | null>(),
    /** The last tailoring: `{variantId, proposals, dropped}` (job-match's tailorResultSchema without the variant). */
    tailoring: jsonb('tailoring').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('applications_user_updated_idx').on(table.userId, table.updatedAt.desc())],
);

/**
 * A cover letter: rich text linked to a resume (its contact details and design) and optionally to an application;
 * versions, trash and export like a resume's.
 */
export const coverLetters = pgTable(
  'cover_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    resumeId: uuid('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    applicationId: uuid('application_id').references((): AnyPgColumn => applications.id, { onDelete: 'set null' }),
    body: text('body').notNull().default(''),
    recipient: jsonb('recipient')
      .$type<CoverLetterRecipient>()
      .notNull()
      .default(sql`'{"name":"","company":"","address":""}'::jsonb`),
    version: integer('version').notNull().default(1),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('cover_letters_user_updated_idx').on(table.userId, table.updatedAt.desc()),
    index('cover_letters_deleted_idx').on(table.deletedAt),
  ],
);

/** Snapshots of a cover letter (History), as resume_versions are for resumes. */
export const coverLetterVersions = pgTable(
  'cover_letter_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coverLetterId: uuid('cover_letter_id')
      .notNull()
      .references(() => coverLetters.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    kind: text('kind', { enum: ['manual', 'auto', 'restore'] }).notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('cover_letter_versions_letter_created_idx').on(table.coverLetterId, table.createdAt.desc())],
);

/** Secrets generated on first start when the environment does not set them; shared by every instance. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Binary data that crosses the driver as base64 (decoded and encoded in SQL): PGlite's own bytea encoding in
 * JavaScript is several times slower (measured on a 55 KB PDF: 11.8 ms vs 2.5 ms to insert, 6 ms vs 1.2 ms to read).
 * Read it with `bytesAsBase64`.
 */
const bytea = customType<{ data: Uint8Array; driverData: string | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) =>
    sql`decode(${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64')}, 'base64')`,
  fromDriver: (value) => (typeof value === 'string' ? Buffer.from(value, 'base64') : new Uint8Array(value)),
});

export const bytesAsBase64 = (column: AnyPgColumn) => sql<string>`encode(${column}, 'base64')`;

/**
 * The one rendered PDF each resume keeps: the newest, per owner and resume key (the resume's id, or RENDER_DRAFT_KEY
 * for a render of no saved resume). Storing a resume's new PDF deletes its previous one in the same transaction, so
 * repeating a request never grows the table. Links name the content hash: any instance serves any link, and a link
 * lives as long as its PDF is its resume's newest. Rows unused for longer than a link lives are pruned.
 */
export const renderedPdfs = pgTable(
  'rendered_pdfs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resumeKey: text('resume_key').notNull(),
    contentHash: text('content_hash').notNull(),
    pdf: bytea('pdf').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.resumeKey] }),
    index('rendered_pdfs_content_hash_idx').on(table.contentHash),
    index('rendered_pdfs_last_used_idx').on(table.lastUsedAt),
  ],
);

/** The resume key of a render that names no saved resume (generate-resume without `_id`). */
export const RENDER_DRAFT_KEY = 'draft';

export type UserRow = typeof users.$inferSelect;
export type ResumeRow = typeof resumes.$inferSelect;
export type TemplateRow = typeof templates.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type DictionaryWordRow = typeof dictionaryWords.$inferSelect;
export type AccountTokenRow = typeof accountTokens.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type CoverLetterRow = typeof coverLetters.$inferSelect;
export type CoverLetterVersionRow = typeof coverLetterVersions.$inferSelect;
