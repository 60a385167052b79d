export { ensureDeviceId, MIN_DEVICE_ID_LENGTH } from './deviceId';
export {
  encodePassword,
  guestLogin,
  loginWithCode,
  loginWithPassword,
  logout,
  refusal,
  reloadUser,
  SessionError,
  sendLoginCode,
  startSession,
  updateUser,
} from './flows';
export {
  hubCredentials,
  type ProfileField,
  ProfileUpdateError,
  requireSocket,
  setProfileField,
} from './hubBridge';
export { useSession } from './useSession';
