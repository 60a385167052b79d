import './login.css';

export { LoginDialog, showLogin } from './LoginDialog';
export { LoginPage, PasswordLoginPage } from './LoginPage';
export { type LoginInput, type LoginProblem, validateLogin, validateSendCode } from './validate';
