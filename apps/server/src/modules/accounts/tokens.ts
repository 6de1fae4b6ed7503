import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, refreshTokens, sql, type Database } from '@vitae/db';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  ACCOUNT_MESSAGES,
  MESSAGES,
  REFRESH_TOKEN_TTL_SECONDS,
  type Session,
  type TokenPair,
} from '@vitae/schema';
import { createLru } from '@vitae/schema/lru-cache';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { NotFound, Unauthenticated } from '../../lib/domain-errors.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import type { Secrets } from '../../lib/secrets.ts';

const ISSUER = 'vitae';
const AUDIENCE = 'vitae-api';
const ALGORITHM = 'HS256';
const VERIFIED_TOKENS = 10_000;
/**
 * A spent refresh token presented again within this many seconds of its first use gets a sibling pair instead of
 * revoking its family: two tabs refreshing at once must not sign the user out. Later reuse is treated as theft.
 */
export const REUSE_GRACE_SECONDS = 10;

/** The longest user agent kept with a session. */
const USER_AGENT_MAX = 512;

/** Who asked for a session's tokens. */
export interface Client {
  userAgent?: string | undefined;
}

export interface AccessClaims {
  userId: string;
  /** The refresh-token family (one sign-in) this access token belongs to. */
  familyId: string;
}

export type TokenService = ReturnType<typeof createTokenService>;

export interface TokenServiceOptions {
  db: Database;
  cache: ReadCache;
  secrets: Secrets;
}

/** Short-lived access JWTs and opaque, rotated, revocable refresh tokens stored as HMACs. */
export function createTokenService({ db, cache, secrets }: TokenServiceOptions) {
  // Checking a signature costs about 0.5 ms (WebCrypto); a token that verified stays valid until it expires.
  const verified = createLru<string, { claims: AccessClaims; validUntilMs: number }>({ max: VERIFIED_TOKENS });

  const hashRefreshToken = (token: string) =>
    createHmac('sha256', secrets.jwtRefresh).update(token).digest('base64url');

  const signAccess = ({ userId, familyId }: AccessClaims) =>
    new SignJWT({ sid: familyId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(secrets.jwtAccess);

  async function storeRefreshToken(userId: string, familyId: string, userAgent: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: hashRefreshToken(token),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
      userAgent: userAgent.slice(0, USER_AGENT_MAX),
    });
    return token;
  }

  async function issuePair(userId: string, familyId: string, userAgent = ''): Promise<TokenPair> {
    const [accessToken, refreshToken] = await Promise.all([
      signAccess({ userId, familyId }),
      storeRefreshToken(userId, familyId, userAgent),
    ]);
    return { accessToken, refreshToken };
  }

  const revokeFamily = async (familyId: string) => {
    await db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    cache.sessions.clear();
  };

  return {
    /** A new sign-in: a new token family, remembering the browser that asked. */
    startSession: (userId: string, client: Client = {}) => issuePair(userId, randomUUID(), client.userAgent),

    async verifyAccess(token: string): Promise<AccessClaims> {
      const known = verified.get(token);
      if (known && known.validUntilMs > Date.now()) return known.claims;
      verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, secrets.jwtAccess, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat', 'sid'],
          maxTokenAge: `${ACCESS_TOKEN_TTL_SECONDS}s`,
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw new Error('bad claims');
        const claims = { userId: payload.sub, familyId: payload.sid };
        // jose required exp and iat: the token is good until the earlier of its expiry and its maximum age.
        const validUntilMs = Math.min(payload.exp!, payload.iat! + ACCESS_TOKEN_TTL_SECONDS) * 1000;
        verified.set(token, { claims, validUntilMs });
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof Error)
          throw new Unauthenticated(MESSAGES.sessionExpired);
        throw error;
      }
    },

    /**
     * Spends a refresh token for a new pair. A spent token presented again revokes its whole family, unless within
     * REUSE_GRACE_SECONDS of its first use (then a sibling pair of the same family).
     */
    async rotate(refreshToken: string, client: Client = {}): Promise<TokenPair & { userId: string }> {
      const tokenHash = hashRefreshToken(refreshToken);
      const [spent] = await db
        .update(refreshTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
            sql`${refreshTokens.expiresAt} > now()`,
          ),
        )
        .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
      if (spent) return { ...(await issuePair(spent.userId, spent.familyId, client.userAgent)), userId: spent.userId };

      const [known] = await db
        .select({
          userId: refreshTokens.userId,
          familyId: refreshTokens.familyId,
          usedAt: refreshTokens.usedAt,
          // Judged by the database's clock, which every instance shares.
          inGrace: sql<boolean>`${refreshTokens.usedAt} > now() - make_interval(secs => ${REUSE_GRACE_SECONDS}) and ${refreshTokens.revokedAt} is null and ${refreshTokens.expiresAt} > now()`,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      // Two tabs refreshing at once: the one that lost the race gets a sibling pair in the same family.
      if (known?.inGrace)
        return { ...(await issuePair(known.userId, known.familyId, client.userAgent)), userId: known.userId };
      if (known?.usedAt) {
        await revokeFamily(known.familyId);
        throw new Unauthenticated(MESSAGES.refreshTokenReused);
      }
      throw new Unauthenticated(MESSAGES.refreshTokenInvalid);
    },

    /** Logout: the family of this refresh token (if it is one of ours) stops working. */
    async revokeByToken(refreshToken: string): Promise<void> {
      const [known] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
      if (known) await revokeFamily(known.familyId);
    },

    revokeFamily,

    /**
     * The user's live sessions, newest first: each family with a token not revoked nor expired, its device the newest
     * token's user agent, last seen when that token was issued (within an access token's life of the last request).
     */
    async listSessions(userId: string, currentFamilyId: string): Promise<Session[]> {
      const rows = await db
        .select({
          familyId: refreshTokens.familyId,
          createdAt: sql<string>`min(${refreshTokens.createdAt})`,
          lastSeenAt: sql<string>`max(${refreshTokens.createdAt})`,
          userAgent: sql<string>`(array_agg(${refreshTokens.userAgent} order by ${refreshTokens.createdAt} desc))[1]`,
        })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
        .groupBy(refreshTokens.familyId)
        .having(sql`max(${refreshTokens.expiresAt}) > now()`)
        .orderBy(sql`max(${refreshTokens.createdAt}) desc`);
      return rows.map((row) => ({
        id: row.familyId,
        current: row.familyId === currentFamilyId,
        userAgent: row.userAgent,
        createdAt: new Date(row.createdAt).toISOString(),
        lastSeenAt: new Date(row.lastSeenAt).toISOString(),
      }));
    },

    /** Ends one of the user's sessions; someone else's, or one already ended, is not found. */
    async endSession(userId: string, familyId: string): Promise<void> {
      const ended = await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(
          and(eq(refreshTokens.userId, userId), eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)),
        )
        .returning({ id: refreshTokens.id });
      if (!ended.length) throw new NotFound(ACCOUNT_MESSAGES.sessionNotFound);
      cache.sessions.clear();
    },

    /** Every session of the user ends (a password reset). */
    async endAllSessions(userId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
      cache.sessions.clear();
    },

    /** After a password change, or when asked: every session but the current one ends. */
    async revokeOtherSessions(userId: string, keepFamilyId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            ne(refreshTokens.familyId, keepFamilyId),
            isNull(refreshTokens.revokedAt),
          ),
        );
      cache.sessions.clear();
    },
  };
}
