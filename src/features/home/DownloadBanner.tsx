import { useState } from 'react';
import { CloseIcon, LogoMark } from '../../components';
import { useModalOpen } from '../../state/modal';
import { homeTexts } from './texts';

/** The closable download banner at the bottom of the home page (browser only). */
export function DownloadBanner({ url }: { url: string }) {
  const t = homeTexts.useT();
  const [closed, setClosed] = useState(false);
  const modal = useModalOpen();
  if (closed || !url || modal) return null;
  return (
    <div className="download-banner" data-testid="download-banner">
      <button type="button" className="download-banner-close" onClick={() => setClosed(true)} aria-label="×">
        <CloseIcon />
      </button>
      <LogoMark className="download-banner-logo" />
      <span className="download-banner-text">{t('downloadBanner')}</span>
      <a href={url} target="_blank" rel="noopener noreferrer" className="download-banner-button">
        {t('openNow')}
      </a>
    </div>
  );
}
