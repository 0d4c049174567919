import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes: scrypt (node:crypto) with a random 16-byte salt per password. The string carries its
 * parameters, `scrypt$N=32768,r=8,p=3$<salt base64>$<hash base64>`, so a hash always verifies with the
 * parameters it was made with, whatever the caller hashes new passwords with. N=2^15, r=8, p=3 (cost 15)
 * is one of OWASP's equivalent scrypt settings at 32 MiB, and the least production may use.
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** The cost is log2(N): N = 2^cost with r=8, p=3. 15 is today's setting and production's minimum. */
export const MIN_PRODUCTION_PASSWORD_HASH_COST = 15;
export const MAX_PASSWORD_HASH_COST = 20;

/** scrypt parameters for a cost (log2 of N); below MIN_PRODUCTION_PASSWORD_HASH_COST is for tests only. */
export function scryptParamsForCost(cost: number): ScryptParams {
  if (!Number.isInteger(cost) || cost < 1 || cost > MAX_PASSWORD_HASH_COST) {
    throw new RangeError(`password hash cost must be an integer from 1 to ${MAX_PASSWORD_HASH_COST}, got ${cost}`);
  }
  return { N: 2 ** cost, r: 8, p: 3 };
}

/** The default for new hashes: production strength. */
export const currentScryptParams: ScryptParams = scryptParamsForCost(MIN_PRODUCTION_PASSWORD_HASH_COST);
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
// Hashes read from the database are trusted, but a cap keeps a corrupted row from exhausting memory.
const MAX_N = 2 ** MAX_PASSWORD_HASH_COST;

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, params: ScryptParams = currentScryptParams): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const hash = await derive(password, salt, params, KEY_LENGTH);
  return `scrypt$N=${params.N},r=${params.r},p=${params.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  hash: Buffer;
}

const hashFormat = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

export function parsePasswordHash(stored: string): ParsedHash | null {
  const match = hashFormat.exec(stored);
  if (!match) return null;
  const [N, r, p] = [match[1], match[2], match[3]].map(Number);
  const isPowerOfTwo = N > 1 && (N & (N - 1)) === 0;
  if (!isPowerOfTwo || N > MAX_N || r < 1 || r > 32 || p < 1 || p > 16) return null;
  const hash = Buffer.from(match[5], 'base64');
  return hash.length >= 16 ? { params: { N, r, p }, salt: Buffer.from(match[4], 'base64'), hash } : null;
}

/** True when the password matches the stored hash; compares in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.params, parsed.hash.length);
  return timingSafeEqual(candidate, parsed.hash);
}

// One decoy hash per parameter set, made on first use.
const decoys = new Map<string, Promise<string>>();

/**
 * Spends the time of one real verification for an unknown email, so the answer's timing does not
 * tell which addresses have an account. Pass the parameters new hashes are made with, so the decoy
 * costs what a known account's verification costs.
 */
export async function verifyAgainstDecoy(password: string, params: ScryptParams = currentScryptParams): Promise<false> {
  const key = `${params.N},${params.r},${params.p}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('hex'), params);
    decoys.set(key, decoy);
  }
  await verifyPassword(password, await decoy);
  return false;
}
