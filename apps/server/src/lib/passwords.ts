import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;

function derive(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  const N = 2 ** cost;
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { N, r: BLOCK_SIZE, p: 1, maxmem: 256 * N * BLOCK_SIZE }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** scrypt (OWASP: N = 2^17, r = 8, p = 1 by default), stored as `scrypt$<log2 N>$<salt>$<key>`. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return `scrypt$${cost}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, costText, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !costText || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await derive(password, Buffer.from(saltText, 'base64url'), Number(costText));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash to verify against when the account does not exist, so both failures take as long. */
export const makeDummyHash = (cost: number) => hashPassword(randomBytes(16).toString('hex'), cost);
