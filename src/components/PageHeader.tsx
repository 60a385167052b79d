import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useBack } from '../app/navigation';

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
  return (
    <div className="page-header">
      <NavBar onBack={back} right={right}>
        {title}
      </NavBar>
    </div>
  );
}
