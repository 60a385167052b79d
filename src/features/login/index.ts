// NOTE: the first load's way in: what the app frame needs before anyone asks to log in. The
// sheet and the pages come through `pages.ts`, which only the route table imports, lazily.
export { LoginHost } from './LoginHost';
export { showLogin } from './open';
export { type LoginInput, type LoginProblem, validateLogin, validateSendCode } from './validate';
