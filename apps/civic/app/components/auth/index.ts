export { LoginForm, type LoginFormProps } from './login-form';
