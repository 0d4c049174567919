export { LoginForm, type LoginActionData } from './login-form';
