import {
  currentScryptParams,
  hashPassword,
  MIN_PRODUCTION_PASSWORD_HASH_COST,
  parsePasswordHash,
  scryptParamsForCost,
  verifyAgainstDecoy,
  verifyPassword,
} from './password';

// Cheap parameters keep the suite fast; the format and the checks are the same as with the real ones.
const fast = { N: 1024, r: 8, p: 1 };

describe('password hashing', () => {
  it('stores scrypt with its parameters, a 16-byte salt and a 64-byte hash', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$N=32768,r=8,p=3\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
    const parsed = parsePasswordHash(stored);
    expect(parsed?.params).toEqual({ N: 32768, r: 8, p: 3 });
    expect(parsed?.salt).toHaveLength(16);
    expect(parsed?.hash).toHaveLength(64);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
  });

  it('salts every hash differently', async () => {
    const [a, b] = await Promise.all([hashPassword('same', fast), hashPassword('same', fast)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', a)).toBe(true);
    expect(await verifyPassword('same', b)).toBe(true);
  });

  it('rejects a wrong password, and verifies with the parameters stored in the hash', async () => {
    const stored = await hashPassword('s3cret', fast);
    expect(stored.startsWith('scrypt$N=1024,r=8,p=1$')).toBe(true);
    expect(await verifyPassword('S3cret', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('never matches a malformed or out-of-bounds hash', async () => {
    const stored = await hashPassword('pw', fast);
    for (const broken of [
      '',
      'plain',
      stored.replace('scrypt', 'bcrypt'),
      stored.replace('N=1024', 'N=1000'),
      stored.replace('N=1024', 'N=4194304'),
    ]) {
      expect(parsePasswordHash(broken)).toBeNull();
      expect(await verifyPassword('pw', broken)).toBe(false);
    }
  });

  it('answers false for an unknown account after doing the same work', async () => {
    await expect(verifyAgainstDecoy('anything')).resolves.toBe(false);
    await expect(verifyAgainstDecoy('anything', scryptParamsForCost(10))).resolves.toBe(false);
  });

  it("turns a cost into N = 2^cost, r=8, p=3; the production minimum is today's N=2^15", () => {
    expect(MIN_PRODUCTION_PASSWORD_HASH_COST).toBe(15);
    expect(scryptParamsForCost(MIN_PRODUCTION_PASSWORD_HASH_COST)).toEqual(currentScryptParams);
    expect(currentScryptParams).toEqual({ N: 32768, r: 8, p: 3 });
    expect(scryptParamsForCost(10)).toEqual({ N: 1024, r: 8, p: 3 });
    for (const bad of [0, 21, 10.5, Number.NaN]) expect(() => scryptParamsForCost(bad)).toThrow(RangeError);
  });

  it('verifies a hash with the cost it was made with, whatever the default', async () => {
    const cheap = await hashPassword('pw', scryptParamsForCost(10));
    const other = await hashPassword('pw', scryptParamsForCost(12));
    expect(parsePasswordHash(cheap)?.params).toEqual({ N: 1024, r: 8, p: 3 });
    expect(parsePasswordHash(other)?.params).toEqual({ N: 4096, r: 8, p: 3 });
    for (const stored of [cheap, other]) {
      expect(await verifyPassword('pw', stored)).toBe(true);
      expect(await verifyPassword('pW', stored)).toBe(false);
    }
  });

  it('still verifies a hash stored before the cost was configurable', async () => {
    // A fixed hash of 'correct horse' at N=2^15, r=8, p=3, made directly with node:crypto's scryptSync.
    const stored =
      'scrypt$N=32768,r=8,p=3$Mk5SYxJelpb6CPMF7imaEg==$iPz9d4bvsoLqxbPADDJW2s1PNbO8VfK9tzK/mdfdp7FC/ZETFQCfz4CIueETroVr4b3VCr6FWyxqv51X3qgbQQ==';
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
  });
});
