import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useBack } from '../app/navigation';
import { commonTexts } from '../i18n/common';

/** The dark header of a sub page with a back arrow; without history, back goes to `backTo`. */
export function PageHeader({
  title,
  right,
  backTo,
}: {
  title: ReactNode;
  right?: ReactNode;
  backTo?: string;
}) {
  const back = useBack(backTo);
  const t = commonTexts.useT();
  // NOTE: NavBar's back area is a role="button" holding only an arrow icon; `left` sits inside it,
  // so a visually hidden label gives the button its name for screen readers.
  return (
    <div className="page-header">
      <NavBar onBack={back} left={<span className="visually-hidden">{t('back')}</span>} right={right}>
        {title}
      </NavBar>
    </div>
  );
}
