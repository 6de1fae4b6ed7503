import { and, asc, eq, isNull, refreshTokens, sql, users, type Database, type UserRow } from '@vitae/db';
import {
  MESSAGES,
  type ChangePasswordBody,
  type LoginBody,
  type RegisterBody,
  type UpdateAccountBody,
  type User,
} from '@vitae/schema';
import { badRequest, conflict, unauthorized } from '../errors.ts';
import { isUniqueViolation } from './db-errors.ts';
import { hashPassword, makeDummyHash, verifyPassword } from './passwords.ts';
import type { ReadCache } from './read-cache.ts';

export interface GoogleIdentity {
  subject: string;
  email: string;
  fullName: string;
  avatarUrl: string;
}

export type UserService = ReturnType<typeof createUserService>;

export function createUserService(
  db: Database,
  cache: ReadCache,
  options: { adminEmails: ReadonlySet<string>; hashCost: number },
) {
  const dummyHash = makeDummyHash(options.hashCost);

  const toUser = (row: UserRow): User => ({
    _id: row.id,
    email: row.email,
    fullName: row.fullName,
    avatarUrl: row.avatarUrl,
    role: row.role === 'admin' || options.adminEmails.has(row.email) ? 'admin' : 'user',
    hasPassword: row.passwordHash !== null,
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

  async function insertUser(values: typeof users.$inferInsert): Promise<UserRow> {
    try {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(MESSAGES.emailTaken);
      throw error;
    }
  }

  return {
    toUser,

    async register(body: RegisterBody): Promise<User> {
      const passwordHash = await hashPassword(body.password, options.hashCost);
      return toUser(await insertUser({ email: body.email, fullName: body.fullName, passwordHash }));
    },

    /** Unknown email and wrong password answer alike, in about the same time. */
    async login({ email, password }: LoginBody): Promise<User> {
      const row = await findByEmail(email);
      const valid = await verifyPassword(password, row?.passwordHash ?? (await dummyHash));
      if (!row || !row.passwordHash || !valid) throw unauthorized(MESSAGES.invalidCredentials);
      return toUser(row);
    },

    /** Finds by Google subject, else links by verified email, else creates. */
    async signInWithGoogle(identity: GoogleIdentity): Promise<User> {
      const [bySubject] = await db.select().from(users).where(eq(users.googleSubject, identity.subject));
      if (bySubject) return toUser(bySubject);
      const byEmail = await findByEmail(identity.email);
      if (byEmail) {
        const [linked] = await db
          .update(users)
          .set({
            googleSubject: identity.subject,
            fullName: byEmail.fullName || identity.fullName,
            avatarUrl: byEmail.avatarUrl || identity.avatarUrl,
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, byEmail.id))
          .returning();
        cache.sessions.clear();
        return toUser(linked!);
      }
      return toUser(
        await insertUser({
          email: identity.email,
          fullName: identity.fullName,
          avatarUrl: identity.avatarUrl,
          googleSubject: identity.subject,
        }),
      );
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
      if (!row?.passwordHash) throw badRequest(MESSAGES.noPasswordSet);
      if (!(await verifyPassword(body.oldPassword, row.passwordHash))) throw badRequest(MESSAGES.wrongOldPassword);
      const passwordHash = await hashPassword(body.newPassword, options.hashCost);
      await db
        .update(users)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      cache.sessions.clear();
    },

    async updateAccount(userId: string, body: UpdateAccountBody): Promise<User> {
      try {
        const [row] = await db
          .update(users)
          .set({ ...body, updatedAt: sql`now()` })
          .where(eq(users.id, userId))
          .returning();
        cache.sessions.clear();
        return toUser(row!);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(MESSAGES.emailTaken);
        throw error;
      }
    },

    /** Erases the user; their resumes and sessions go with them (foreign keys cascade). */
    async deleteAccount(userId: string, password: string | undefined): Promise<void> {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      if (!row) return;
      if (row.passwordHash) {
        if (!password) throw badRequest(MESSAGES.passwordConfirmationRequired);
        if (!(await verifyPassword(password, row.passwordHash))) throw badRequest(MESSAGES.wrongOldPassword);
      }
      await db.delete(users).where(eq(users.id, userId));
      cache.sessions.clear();
      cache.resumeLists.clear();
      cache.resumes.clear();
    },

    async listAll(): Promise<User[]> {
      return (await db.select().from(users).orderBy(asc(users.createdAt))).map(toUser);
    },
  };
}
