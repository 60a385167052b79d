import './me.css';

export { AboutPage } from './AboutPage';
export { ChangePwdPage } from './ChangePwdPage';
export { MePage } from './MePage';
export { nicknameProblem, passwordTooShort, signProblem } from './profileRules';
export { SelfInfoPage } from './SelfInfoPage';
export { SettingPage } from './SettingPage';
export { SyssettingPage } from './SyssettingPage';
export { useAvatarPicker } from './useAvatarPicker';
