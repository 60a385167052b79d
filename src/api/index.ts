export { apiHosts, clientKind, commonParams, imApi, logClientError, mainApi } from './client';
export { HostList } from './hosts';
export { NetworkError } from './http';
export { type ImAnswer, ImApiError } from './imApi';
export { MainApiError } from './mainApi';
export * from './queries';
export { loadServerConfig } from './serverConfig';
export { UploadError, uploadFile, uploadImage } from './upload';
export { checkVersion } from './versionCheck';
