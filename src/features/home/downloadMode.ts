import type { ServerConfigData } from '../../../protocol/mainApi';

/** Download bar modes (spec 000 §4): 0 none, 1 download only, 2 download plus add-to-home-screen. */
export type DownloadMode = 0 | 1 | 2;

type DownloadConfig = Pick<
  ServerConfigData,
  | 'download_url'
  | 'download_url_ios'
  | 'download_url_android'
  | 'download_url_webclip'
  | 'downUrlIos'
  | 'downUrlAndroid'
  | 'downUrlWebclip'
>;

export interface DownloadContext {
  /** Standalone display mode (installed PWA). */
  installed: boolean;
  /** os is a native shell's. */
  nativeOs: boolean;
  ios: boolean;
  config: DownloadConfig | null;
}

/** The download URL for this platform, or '' when none is configured. */
export function downloadUrl(ctx: Pick<DownloadContext, 'ios' | 'config'>): string {
  const c = ctx.config;
  if (!c) return '';
  return (
    (ctx.ios ? c.download_url_ios || c.downUrlIos : c.download_url_android || c.downUrlAndroid) ||
    c.download_url
  );
}

export function webclipUrl(config: DownloadConfig | null): string {
  return config ? config.download_url_webclip || config.downUrlWebclip : '';
}

export function downloadMode(ctx: DownloadContext): DownloadMode {
  if (ctx.installed || ctx.nativeOs || !ctx.config) return 0;
  if (!downloadUrl(ctx)) return 0;
  return ctx.ios && webclipUrl(ctx.config) ? 2 : 1;
}
