import { LOG_ACTION, logAction } from '../../api/actionLog';
import { useGo } from '../../app/navigation';
import { DownloadIcon, LogoMark, SearchIcon } from '../../components';
import { alertDialog, confirmDialog } from '../../components/overlays';
import { commonTexts } from '../../i18n/common';
import type { DownloadMode } from './downloadMode';
import { showForeverUrls } from './ForeverUrls';
import { homeTexts } from './texts';

function GlobeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
    </svg>
  );
}

/** After an iOS download: the provisioning profile to install, so the enterprise-signed app opens. */
async function provisionStep(url: string): Promise<void> {
  const t = homeTexts.t;
  const install = await confirmDialog({
    title: t('provisionTitle'),
    content: t('provisionTip'),
    confirmText: t('provisionInstall'),
    cancelText: commonTexts.t('cancel'),
  });
  if (install) {
    logAction({ action_id: LOG_ACTION.DOWNLOAD_OR_OPEN_ROOM, free_id: 'mobileprovision', url });
    location.assign(url);
  }
}

/**
 * The home header: the logo and the search box; in a plain browser the download bar takes its
 * place (mode 1), with add-to-home-screen on iOS (mode 2).
 */
export function HomeTopBar({
  mode,
  downloadUrl,
  webclipUrl,
  provisionUrl,
  foreverUrls,
}: {
  mode: DownloadMode;
  downloadUrl: string;
  /** The web clip's profile (download_url_webclip): installs the app's icon on an iOS home screen. */
  webclipUrl: string;
  /** On iOS, the provisioning profile an enterprise-signed app needs trusted (download_mobileprovision). */
  provisionUrl: string;
  foreverUrls: readonly string[];
}) {
  const t = homeTexts.useT();
  const tc = commonTexts.useT();
  const go = useGo();
  const forever =
    foreverUrls.length > 0 ? (
      <button
        type="button"
        className="topbar-icon"
        onClick={() => showForeverUrls(foreverUrls)}
        aria-label={t('foreverTitle')}
        data-testid="forever-button"
      >
        <GlobeIcon />
      </button>
    ) : null;

  if (mode === 0) {
    return (
      <header className="home-topbar" data-testid="home-topbar">
        <LogoMark className="topbar-logo" />
        <button
          type="button"
          className="topbar-search"
          onClick={() => go('/search')}
          data-testid="search-box"
        >
          <SearchIcon />
          <span>{t('searchPlaceholder')}</span>
        </button>
        {forever}
      </header>
    );
  }
  return (
    <header
      className={mode === 2 ? 'home-topbar download-bar download-bar-webclip' : 'home-topbar download-bar'}
      data-testid="download-bar"
    >
      <LogoMark className="topbar-logo" />
      <div className="download-bar-text">
        <strong>{tc('appName')}</strong>
        <span>{t('downloadSlogan')}</span>
      </div>
      <button
        type="button"
        className="topbar-icon"
        onClick={() => go('/search')}
        aria-label={t('searchPlaceholder')}
        data-testid="search-box"
      >
        <SearchIcon />
      </button>
      {forever}
      {mode === 2 && (
        <button
          type="button"
          className="download-bar-button ghost"
          onClick={() => {
            // NOTE: Safari asks to allow the profile's download and stays on the page; the tip says
            // where to install it.
            logAction({ action_id: LOG_ACTION.DOWNLOAD_OR_OPEN_ROOM, free_id: 'webclip', url: webclipUrl });
            location.assign(webclipUrl);
            void alertDialog({ content: t('webclipTip'), confirmText: tc('confirm') });
          }}
          aria-label={t('addToHome')}
          data-testid="add-to-home"
        >
          {t('addToHomeShort')}
        </button>
      )}
      <a
        className="download-bar-button"
        href={downloadUrl}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => {
          logAction({ action_id: LOG_ACTION.DOWNLOAD_OR_OPEN_ROOM, free_id: 'download', url: downloadUrl });
          // NOTE: an enterprise-signed iOS app opens only once its developer is trusted: the
          // provisioning profile, when the operator gives one, is the step after the download.
          if (provisionUrl) void provisionStep(provisionUrl);
        }}
      >
        <DownloadIcon />
        {mode === 2 ? t('downloadShort') : t('download')}
      </a>
    </header>
  );
}
