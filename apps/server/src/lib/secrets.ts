import { randomBytes } from 'node:crypto';
import { appSecrets, eq, type Database } from '@vitae/db';

export interface Secrets {
  jwtAccess: Uint8Array;
  jwtRefresh: Uint8Array;
  urlSigning: Uint8Array;
  /** Seals two-factor secrets at rest (docs/accounts.md). */
  twoFactor: Uint8Array;
}

type Configured = { [Name in keyof Secrets]?: string | undefined };

/** A secret the environment does not set is generated once and kept in the database, shared by every instance. */
async function storedSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`Secret ${name} could not be stored`);
  return row.value;
}

export async function resolveSecrets(db: Database, configured: Configured): Promise<Secrets> {
  const encode = (value: string) => new TextEncoder().encode(value);
  return {
    jwtAccess: encode(configured.jwtAccess ?? (await storedSecret(db, 'jwt_access'))),
    jwtRefresh: encode(configured.jwtRefresh ?? (await storedSecret(db, 'jwt_refresh'))),
    urlSigning: encode(configured.urlSigning ?? (await storedSecret(db, 'url_signing'))),
    twoFactor: encode(configured.twoFactor ?? (await storedSecret(db, 'two_factor'))),
  };
}
