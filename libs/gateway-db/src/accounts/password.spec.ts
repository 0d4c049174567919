import { hashPassword, parsePasswordHash, verifyAgainstDecoy, verifyPassword } from './password';

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
    for (const broken of ['', 'plain', stored.replace('scrypt', 'bcrypt'), stored.replace('N=1024', 'N=1000'), stored.replace('N=1024', 'N=4194304')]) {
      expect(parsePasswordHash(broken)).toBeNull();
      expect(await verifyPassword('pw', broken)).toBe(false);
    }
  });

  it('answers false for an unknown account after doing the same work', async () => {
    await expect(verifyAgainstDecoy('anything')).resolves.toBe(false);
  });
});
