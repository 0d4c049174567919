import { authMessages } from './auth-messages';
import { CreateUserInput, LoginInput } from './login';

const fieldErrors = (input: unknown) => {
  const result = LoginInput.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('LoginInput', () => {
  it('accepts an email and a password, trimming the email', () => {
    expect(LoginInput.parse({ email: ' a@b.example ', password: ' secret ' })).toEqual({
      email: 'a@b.example',
      password: ' secret ',
    });
  });

  it('requires both fields with their own messages', () => {
    expect(fieldErrors({})).toEqual({ email: authMessages.emailRequired, password: authMessages.passwordRequired });
    expect(fieldErrors({ email: '   ', password: '' })).toEqual({
      email: 'Please enter an email address',
      password: 'Please enter your password',
    });
  });
});

describe('CreateUserInput', () => {
  it('wants a real email, a 12+ character password and a name', () => {
    expect(
      CreateUserInput.safeParse({ email: 'x', password: 'short', name: '' }).error?.issues.map((i) => i.path[0]),
    ).toEqual(['email', 'password', 'name']);
    expect(CreateUserInput.parse({ email: 'a@b.example', password: 'long enough pw', name: ' Ann ' }).name).toBe('Ann');
  });
});
