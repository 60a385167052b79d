export {
  answersOfOtherCallers,
  apiHosts,
  clientKind,
  commonParams,
  failedUrl,
  forgetCallers,
  imApi,
  logClientError,
  mainApi,
} from './client';
export { errorText, isNetworkFailure } from './errorText';
export { HostList } from './hosts';
export { NetworkError } from './http';
export { type ImAnswer, ImApiError } from './imApi';
export { MainApiError } from './mainApi';
export {
  refetchFailed,
  type SocketWatch,
  startOnlineWatch,
  useNetworkOnline,
  whenOnline,
} from './online';
export * from './queries';
export { learnFallbackHosts, loadServerConfig } from './serverConfig';
export { UploadError, uploadFile, uploadImage } from './upload';
export { checkVersion } from './versionCheck';
