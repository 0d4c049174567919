// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';
import { authMessages } from './auth-messages';

// Bounds keep hashing cost and log sizes predictable; no real address or passphrase is near them.
const EMAIL_MAX = 320;
const PASSWORD_MAX = 1024;

/** POST /api/auth/login and the login form (spec §5 "Login": email and password both required). */
export const LoginInput = z.object({
  email: z
    .string({ error: authMessages.emailRequired })
    .check(
      z.trim(),
      z.minLength(1, authMessages.emailRequired),
      z.maxLength(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`),
    ),
  password: z
    .string({ error: authMessages.passwordRequired })
    .check(
      z.minLength(1, authMessages.passwordRequired),
      z.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
    ),
});
export type LoginInput = z.infer<typeof LoginInput>;

/** The signed-in user as the API shows it: never the password hash. */
export const AuthUser = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
});
export type AuthUser = z.infer<typeof AuthUser>;

/** Answer of POST /api/auth/login and GET /api/auth/session (the spec's login "reads field user"). */
export const SessionResult = z.object({ user: AuthUser });
export type SessionResult = z.infer<typeof SessionResult>;

/** A new account, as the users:create CLI takes it. */
export const CreateUserInput = z.object({
  email: z.email('Please enter a valid email address').check(z.maxLength(EMAIL_MAX)),
  password: z
    .string()
    .check(
      z.minLength(12, 'Password must be at least 12 characters'),
      z.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
    ),
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Please enter a name'), z.maxLength(200, 'Name must be at most 200 characters')),
});
export type CreateUserInput = z.infer<typeof CreateUserInput>;
