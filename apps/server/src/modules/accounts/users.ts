import { createHash, timingSafeEqual } from 'node:crypto';
import {
  and,
  asc,
  count,
  eq,
  gt,
  invites,
  isNull,
  ne,
  or,
  passkeys,
  refreshTokens,
  sql,
  users,
  type Database,
  type UserRow,
} from '@vitae/db';
import {
  ACCOUNT_MESSAGES,
  MESSAGES,
  type AdminUsersPage,
  type AdminUsersQuery,
  type ChangePasswordBody,
  type LoginBody,
  type RegisterBody,
  type Role,
  type UpdateAccountBody,
  type User,
  isUiLanguage,
} from '@vitae/schema';
import { Conflict, Forbidden, InvalidInput, NotFound, Unauthenticated } from '../../lib/domain-errors.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword, makeDummyHash, verifyPassword } from '../../lib/passwords.ts';
import type { ReadCache } from '../../lib/read-cache.ts';

export interface GoogleIdentity {
  subject: string;
  email: string;
  fullName: string;
  avatarUrl: string;
}

export type UserService = ReturnType<typeof createUserService>;

/** A role change, for the caller to log with who made it. */
export interface RoleChange {
  user: User;
  previousRole: Role;
}

/** Serialises every change of who is admin (the first account, grants, revocations) across instances. */
const ROLE_LOCK_KEY = 0x56_52_4f_4c; // "VROL"

/** `%` and `_` in a search are literal characters, not patterns. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface UserServiceOptions {
  db: Database;
  cache: ReadCache;
  /** log2 of scrypt's N for new password hashes. */
  hashCost: number;
  /** Who may create an account (SIGNUP, SETUP_TOKEN; docs/accounts.md). */
  signUp: { mode: 'open' | 'invite' | 'closed'; setupToken: string | undefined };
}

/** What a registration carries beyond the account's fields: an invitation, the first account's setup token. */
export interface SignUpProof {
  inviteToken?: string | undefined;
  setupToken?: string | undefined;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Compares two secrets in constant time. */
function sameSecret(given: string, expected: string): boolean {
  const [a, b] = [sha256(given), sha256(expected)].map((digest) => Buffer.from(digest));
  return timingSafeEqual(a!, b!);
}

export function createUserService({ db, cache, hashCost, signUp }: UserServiceOptions) {
  const dummyHash = makeDummyHash(hashCost);

  /** The role is the stored one, and nothing else: no email, setting or claim makes an admin. */
  const toUser = (row: UserRow): User => ({
    _id: row.id,
    email: row.email,
    fullName: row.fullName,
    avatarUrl: row.avatarUrl,
    role: row.role,
    hasPassword: row.passwordHash !== null,
    googleConnected: row.googleSubject !== null,
    emailVerified: row.emailVerifiedAt !== null,
    twoFactorEnabled: row.twoFactorSecret !== null,
    language: isUiLanguage(row.language) ? row.language : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  // Runs on every authenticated request: prepared once (measured: half the time of building the query each call).
  const findActiveStatement = db
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('familyId')} and ${isNull(refreshTokens.revokedAt)})`,
      ),
    )
    .prepare('find_active_user');

  async function findByEmail(email: string) {
    const [row] = await db.select().from(users).where(eq(users.email, email));
    return row;
  }

  async function findById(id: string) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  }

  /**
   * A new account. The first account of an instance becomes its admin: under a lock, so two simultaneous first
   * registrations make exactly one admin. Once any account exists, new ones are plain users, even if no admin is
   * left (an instance upgraded from derived roles, say): the operator grants the role with `npm run admin`.
   */
  async function insertUser(values: Omit<typeof users.$inferInsert, 'role'>, proof: SignUpProof): Promise<UserRow> {
    if (signUp.mode === 'closed') throw new Forbidden(ACCOUNT_MESSAGES.signUpClosed);
    try {
      return await db.transaction(async (tx) => {
        // Serialised: two simultaneous first registrations make exactly one admin, and one setup token one account.
        await tx.execute(sql`select pg_advisory_xact_lock(${ROLE_LOCK_KEY})`);
        const first = (await tx.select({ id: users.id }).from(users).limit(1)).length === 0;
        if (first && signUp.setupToken !== undefined) {
          if (!proof.setupToken) throw new Forbidden(ACCOUNT_MESSAGES.setupTokenRequired);
          if (!sameSecret(proof.setupToken, signUp.setupToken)) throw new Forbidden(ACCOUNT_MESSAGES.setupTokenWrong);
        } else if (!first && signUp.mode === 'invite') {
          if (!proof.inviteToken) throw new Forbidden(ACCOUNT_MESSAGES.inviteRequired);
          const [invite] = await tx
            .update(invites)
            .set({ usedAt: sql`now()` })
            .where(
              and(
                eq(invites.tokenHash, sha256(proof.inviteToken)),
                isNull(invites.usedAt),
                gt(invites.expiresAt, sql`now()`),
                or(isNull(invites.email), eq(invites.email, values.email)),
              ),
            )
            .returning({ id: invites.id });
          if (!invite) throw new Forbidden(ACCOUNT_MESSAGES.inviteInvalid);
        }
        const [row] = await tx
          .insert(users)
          .values({ ...values, role: first ? 'admin' : 'user' })
          .returning();
        return row!;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(MESSAGES.emailTaken);
      throw error;
    }
  }

  /** Checks the account's password: 400 when the account has none or none was sent, 401 when it is wrong. */
  async function checkPassword(row: UserRow, password: string | undefined, missing: string): Promise<void> {
    if (!row.passwordHash) throw new InvalidInput(MESSAGES.googleOnlyAccount);
    if (!password) throw new InvalidInput(missing);
    if (!(await verifyPassword(password, row.passwordHash))) throw new Unauthenticated(MESSAGES.currentPasswordWrong);
  }

  return {
    toUser,

    /** A new account with a password; its address is unverified until the mailed link is opened. */
    async register(body: RegisterBody): Promise<UserRow> {
      const passwordHash = await hashPassword(body.password, hashCost);
      return insertUser({ email: body.email, fullName: body.fullName, passwordHash }, body);
    },

    /** Unknown email and wrong password answer alike, in about the same time. */
    async login({ email, password }: LoginBody): Promise<UserRow> {
      const row = await findByEmail(email);
      const valid = await verifyPassword(password, row?.passwordHash ?? (await dummyHash));
      if (!row || !row.passwordHash || !valid) throw new Unauthenticated(MESSAGES.invalidCredentials);
      return row;
    },

    /**
     * A Google identity reaches an account only through its subject (`sub`), linked from a signed-in account. An
     * email that already has an account is never taken over: 409, no session, no link.
     */
    async signInWithGoogle(identity: GoogleIdentity): Promise<UserRow> {
      const [bySubject] = await db.select().from(users).where(eq(users.googleSubject, identity.subject));
      if (bySubject) return bySubject;
      if (await findByEmail(identity.email)) throw new Conflict(MESSAGES.googleAccountExists);
      // Google has verified the address (the verifier refuses an unverified one).
      return insertUser(
        {
          email: identity.email,
          fullName: identity.fullName,
          avatarUrl: identity.avatarUrl,
          googleSubject: identity.subject,
          emailVerifiedAt: new Date(),
        },
        {},
      );
    },

    /** Links a Google identity to the signed-in account, which proves itself with its password. */
    async connectGoogle(userId: string, identity: GoogleIdentity, currentPassword: string | undefined): Promise<User> {
      const row = await findById(userId);
      if (!row) throw new Unauthenticated(MESSAGES.sessionExpired);
      await checkPassword(row, currentPassword, MESSAGES.googleConnectPasswordRequired);
      try {
        const [linked] = await db
          .update(users)
          .set({
            googleSubject: identity.subject,
            avatarUrl: row.avatarUrl || identity.avatarUrl,
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, userId))
          .returning();
        cache.sessions.clear();
        return toUser(linked!);
      } catch (error) {
        if (isUniqueViolation(error)) throw new Conflict(MESSAGES.googleAlreadyLinked);
        throw error;
      }
    },

    /** The user behind an access token, if its session (token family) is still live. */
    async findActive(userId: string, familyId: string): Promise<User | undefined> {
      return cache.sessions.read(`${userId} ${familyId}`, async () => {
        const [row] = await findActiveStatement.execute({ userId, familyId });
        return row && toUser(row);
      });
    },

    async changePassword(userId: string, body: ChangePasswordBody): Promise<void> {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      if (!row?.passwordHash) throw new InvalidInput(MESSAGES.noPasswordSet);
      if (!(await verifyPassword(body.oldPassword, row.passwordHash)))
        throw new InvalidInput(MESSAGES.wrongOldPassword);
      const passwordHash = await hashPassword(body.newPassword, hashCost);
      await db
        .update(users)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      cache.sessions.clear();
    },

    /**
     * Changes the name and avatar at once. A new email needs the current password (400 without, 401 wrong) and must
     * be free (409); it is only asked for here: `pendingEmail` is the address that must confirm the change.
     */
    async updateAccount(
      userId: string,
      { currentPassword, email, ...changes }: UpdateAccountBody,
    ): Promise<{ user: User; row: UserRow; pendingEmail?: string }> {
      const row = await findById(userId);
      if (!row) throw new Unauthenticated(MESSAGES.sessionExpired);
      const emailChange = email !== undefined && email !== row.email ? email : undefined;
      if (emailChange) {
        await checkPassword(row, currentPassword, MESSAGES.currentPasswordRequired);
        if (await findByEmail(emailChange)) throw new Conflict(MESSAGES.emailTaken);
      }
      const [updated] = Object.keys(changes).length
        ? await db
            .update(users)
            .set({ ...changes, updatedAt: sql`now()` })
            .where(eq(users.id, userId))
            .returning()
        : [row];
      cache.sessions.clear();
      return { user: toUser(updated!), row: updated!, ...(emailChange ? { pendingEmail: emailChange } : {}) };
    },

    /** The stored row of a signed-in user (for the checks that need more than the API's user). */
    async row(userId: string): Promise<UserRow> {
      const row = await findById(userId);
      if (!row) throw new Unauthenticated(MESSAGES.sessionExpired);
      return row;
    },

    findRow: findById,

    /** Whether the instance has an account yet (the first one may need the setup token). */
    anyAccount: async () => (await db.select({ id: users.id }).from(users).limit(1)).length > 0,

    /** Whether `password` is the account's (a wrong one, or none set, is false). */
    passwordMatches: async (row: UserRow, password: string) =>
      row.passwordHash !== null && (await verifyPassword(password, row.passwordHash)),

    /**
     * Refuses a change that would leave the account with no way to sign in: removing its Google link, or one of its
     * passkeys, needs a password or another passkey or Google.
     */
    async keepASignInMethod(userId: string, removing: { google?: boolean; passkey?: string }): Promise<void> {
      const row = await findById(userId);
      if (!row) throw new Unauthenticated(MESSAGES.sessionExpired);
      const [counted] = await db
        .select({ n: count() })
        .from(passkeys)
        .where(
          removing.passkey
            ? and(eq(passkeys.userId, userId), ne(passkeys.id, removing.passkey))
            : eq(passkeys.userId, userId),
        );
      const left = (row.passwordHash ? 1 : 0) + (row.googleSubject && !removing.google ? 1 : 0) + (counted?.n ?? 0);
      if (left === 0) throw new InvalidInput(ACCOUNT_MESSAGES.lastSignInMethod);
    },

    async disconnectGoogle(userId: string): Promise<User> {
      await this.keepASignInMethod(userId, { google: true });
      const [updated] = await db
        .update(users)
        .set({ googleSubject: null, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning();
      cache.sessions.clear();
      return toUser(updated!);
    },

    /** Erases the user; their resumes and sessions go with them (foreign keys cascade). */
    async deleteAccount(userId: string, password: string | undefined): Promise<void> {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      if (!row) return;
      if (row.passwordHash) {
        if (!password) throw new InvalidInput(MESSAGES.passwordConfirmationRequired);
        if (!(await verifyPassword(password, row.passwordHash))) throw new InvalidInput(MESSAGES.wrongOldPassword);
      }
      await db.delete(users).where(eq(users.id, userId));
      cache.sessions.clear();
      cache.resumeLists.clear();
      cache.resumes.clear();
    },

    async listAll(): Promise<User[]> {
      return (await db.select().from(users).orderBy(asc(users.createdAt))).map(toUser);
    },

    /** One page of accounts, oldest first, whose email or name contains `search` (any case). */
    async listPage({ search, page, pageSize }: AdminUsersQuery): Promise<AdminUsersPage> {
      const where = search
        ? sql`(${users.email} ilike ${likePattern(search)} or ${users.fullName} ilike ${likePattern(search)})`
        : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(asc(users.createdAt), asc(users.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(users)
          .where(where),
      ]);
      return { users: rows.map(toUser), total: counted!.total, page, pageSize };
    },

    findByEmail: async (email: string) => {
      const row = await findByEmail(email.trim().toLowerCase());
      return row && toUser(row);
    },

    /**
     * Grants or revokes admin. The last admin cannot be demoted (409): an instance always keeps a way in. Changes of
     * role are serialised, so two admins demoting each other at once leave one.
     */
    async setRole(userId: string, role: Role): Promise<RoleChange> {
      const change = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ROLE_LOCK_KEY})`);
        const [row] = await tx.select().from(users).where(eq(users.id, userId));
        if (!row) throw new NotFound(MESSAGES.userNotFound);
        if (row.role === role) return { row, previousRole: row.role };
        if (role !== 'admin') {
          const [other] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.role, 'admin'), ne(users.id, userId)))
            .limit(1);
          if (!other) throw new Conflict(MESSAGES.lastAdmin);
        }
        const [updated] = await tx
          .update(users)
          .set({ role, updatedAt: sql`now()` })
          .where(eq(users.id, userId))
          .returning();
        return { row: updated!, previousRole: row.role };
      });
      cache.sessions.clear();
      return { user: toUser(change.row), previousRole: change.previousRole };
    },
  };
}
