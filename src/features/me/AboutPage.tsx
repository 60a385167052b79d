import { PageHeader } from '../../components';
import { LogoMark } from '../../components/icons';
import { commonTexts } from '../../i18n/common';
import { meTexts } from './texts';

/** /Aboat: about the app and its version. */
export function AboutPage() {
  const t = meTexts.useT();
  const tc = commonTexts.useT();
  return (
    <div className="pane" data-testid="about-page">
      <PageHeader title={t('about')} />
      <div className="scroll about">
        <LogoMark className="about-logo" />
        <h2>{tc('appName')}</h2>
        <p className="muted" data-testid="about-version">
          {t('version', { v: __BUILD_VERSION__ })}
        </p>
        <p className="about-text">{t('aboutText')}</p>
      </div>
    </div>
  );
}
