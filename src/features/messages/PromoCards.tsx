import type { ReactNode } from 'react';
import type { AdContent, MiniProgramContent } from '../../../protocol/content';
import { chatTexts } from './texts';

/** A card that opens its link in a new tab, as a share link does; without a link, a plain card. */
function LinkCard({ url, className, children }: { url: string; className: string; children: ReactNode }) {
  return url ? (
    <a className={`im-card ${className}`} href={url} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <span className={`im-card ${className}`}>{children}</span>
  );
}

/** A mini program (18): its icon and name, opening its link. */
export function MiniProgramCard({ app }: { app: MiniProgramContent }) {
  const t = chatTexts.useT();
  return (
    <LinkCard url={app.url} className="im-card-app">
      {app.icon && <img className="im-card-icon" src={app.icon} alt="" />}
      <span className="im-card-main">
        <span className="im-card-title">{app.title}</span>
      </span>
      <span className="im-card-foot">{t('miniProgram')}</span>
    </LinkCard>
  );
}

/** An ad (19, or a live room's 10012): its picture, title and text, opening its link. */
export function AdCard({ ad }: { ad: AdContent }) {
  const t = chatTexts.useT();
  return (
    <LinkCard url={ad.url} className="im-card-ad">
      {ad.image && <img className="im-card-picture" src={ad.image} alt="" />}
      {(ad.title || ad.text) && (
        <span className="im-card-main">
          {ad.title && <span className="im-card-title">{ad.title}</span>}
          {ad.text && <span className="im-card-text">{ad.text}</span>}
        </span>
      )}
      <span className="im-card-foot">{t('ad')}</span>
    </LinkCard>
  );
}
