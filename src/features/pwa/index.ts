export { forgetWebPushOnLogout, refreshWebPushIfRegistered } from './pushSession';
export { UpdatePrompt } from './UpdatePrompt';
