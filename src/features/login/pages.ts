import './login.css';

export { ForgotPasswordPage } from './ForgotPasswordPage';
export { LoginDialog } from './LoginDialog';
export { LoginPage, PasswordLoginPage } from './LoginPage';
