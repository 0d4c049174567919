import type { AuthUser, CreateUserInput } from '@civicbrief/contracts';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../database-handle';
import { sessions, users } from '../schema';
import { currentScryptParams, hashPassword, verifyAgainstDecoy, verifyPassword, type ScryptParams } from './password';
import { newSessionToken, sessionIdOf } from './session-token';

export class DuplicateEmailError extends Error {
  constructor(readonly email: string) {
    super(`A user with the email ${email} already exists`);
    this.name = 'DuplicateEmailError';
  }
}

export interface NewSession {
  /** Goes to the browser (signed cookie); only its hash is stored. */
  token: string;
  expiresAt: Date;
}

/** Users and their sessions: the only SQL of sign-in. */
export interface UsersRepository {
  /** Throws DuplicateEmailError when the (lowercased) email is taken. */
  create(input: CreateUserInput): Promise<AuthUser>;
  /** The user whose email and password match, or null; about the same time whether or not the email exists. */
  authenticate(email: string, password: string): Promise<AuthUser | null>;
  startSession(userId: string, ttlMs: number): Promise<NewSession>;
  /** The user of an unexpired session, or null. */
  sessionUser(token: string): Promise<AuthUser | null>;
  endSession(token: string): Promise<void>;
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const userColumns = { id: users.id, email: users.email, name: users.name };

function isUniqueViolation(error: unknown): boolean {
  // drizzle wraps driver errors; PostgreSQL and PGlite both report SQLSTATE 23505.
  const codes = [error, (error as { cause?: unknown })?.cause].map((e) => (e as { code?: unknown })?.code);
  return codes.includes('23505');
}

export interface UsersRepositoryOptions {
  /** scrypt parameters for new password hashes and the unknown-email decoy (default: production strength). */
  passwordHashParams?: ScryptParams;
}

export function createUsersRepository(db: Database, options: UsersRepositoryOptions = {}): UsersRepository {
  const passwordHashParams = options.passwordHashParams ?? currentScryptParams;
  return {
    create: async (input) => {
      const email = normalizeEmail(input.email);
      const passwordHash = await hashPassword(input.password, passwordHashParams);
      try {
        const [user] = await db
          .insert(users)
          .values({ email, name: input.name.trim(), passwordHash })
          .returning(userColumns);
        return user;
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateEmailError(email);
        throw error;
      }
    },

    authenticate: async (email, password) => {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.email, normalizeEmail(email)))
        .limit(1);
      // Stored hashes verify with their own parameters; the decoy costs what a hash made now costs.
      if (!row) return verifyAgainstDecoy(password, passwordHashParams).then(() => null);
      return (await verifyPassword(password, row.passwordHash))
        ? { id: row.id, email: row.email, name: row.name }
        : null;
    },

    startSession: async (userId, ttlMs) => {
      const token = newSessionToken();
      const now = new Date();
      const expiresAt = new Date(now.getTime() + ttlMs);
      // Signing in is a good moment to drop this user's expired sessions, so the table does not only grow.
      await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
      await db.insert(sessions).values({ id: sessionIdOf(token), userId, expiresAt });
      return { token, expiresAt };
    },

    sessionUser: async (token) => {
      const [user] = await db
        .select(userColumns)
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, sessionIdOf(token)), gt(sessions.expiresAt, new Date())))
        .limit(1);
      return user ?? null;
    },

    endSession: async (token) => {
      await db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)));
    },
  };
}
