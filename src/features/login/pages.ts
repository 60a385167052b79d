import './login.css';

export { LoginDialog } from './LoginDialog';
export { LoginPage, PasswordLoginPage } from './LoginPage';
