import { parsePasswordHash, users, createUsersRepository, type DatabaseHandle } from '@civicbrief/gateway-db';
import { migrationsFolder, openTestDatabase, testDrivers } from '../test/databases';
import { runCreateUserCli } from './create-user-cli';

describe.each(testDrivers)('users:create on %s', (driver) => {
  let database: DatabaseHandle;
  const log = jest.fn();
  const error = jest.fn();
  const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    runCreateUserCli({ args, env, migrationsFolder, database, log, error });

  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(() => database?.close());
  beforeEach(() => jest.clearAllMocks());

  it('creates a user who can sign in, email lowercased, password hashed', async () => {
    expect(await run(['--email', 'New@Example.com', '--password', 'twelve chars!', '--name', 'New Person'])).toBe(0);
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/^Created user new@example\.com \(New Person\), id [0-9a-f-]{36}$/),
    );
    const [row] = await database.db.select().from(users);
    expect(row).toMatchObject({ email: 'new@example.com', name: 'New Person' });
    expect(parsePasswordHash(row.passwordHash)?.params).toEqual({ N: 32768, r: 8, p: 3 });
    expect(await createUsersRepository(database.db).authenticate('new@example.com', 'twelve chars!')).toMatchObject({
      name: 'New Person',
    });
  });

  it('refuses a taken email, in any case, with a clear message', async () => {
    expect(await run(['--email', 'NEW@example.com', '--password', 'another password', '--name', 'Copy'])).toBe(1);
    expect(error).toHaveBeenCalledWith('A user with the email new@example.com already exists; choose another email.');
  });

  it('takes the password from USER_PASSWORD, and explains bad input', async () => {
    expect(await run(['--email', 'env@example.com', '--name', 'Env'], { USER_PASSWORD: 'from the environment' })).toBe(
      0,
    );
    expect(await run(['--email', 'nope', '--password', 'short'])).toBe(1);
    expect(error).toHaveBeenCalledWith('email: Please enter a valid email address');
    expect(error).toHaveBeenCalledWith('password: Password must be at least 12 characters');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Usage: npm run users:create'));
    expect(await run(['--emial', 'typo@example.com'])).toBe(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("Unknown option '--emial'"));
  });
});
