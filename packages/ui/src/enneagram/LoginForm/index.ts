export { LoginForm, loginPrompt, loginSuccessText, type LoginFormProps, type LoginState } from './LoginForm';
