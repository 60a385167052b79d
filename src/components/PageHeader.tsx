import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useGo } from '../app/navigation';

/** The dark header of a sub page with a back arrow. */
export function PageHeader({ title, right }: { title: ReactNode; right?: ReactNode }) {
  const go = useGo();
  const back = () => {
    if (window.history.state && (window.history.state as { idx?: number }).idx) go(-1);
    else go('/', { replace: true });
  };
  return (
    <div className="page-header">
      <NavBar onBack={back} right={right}>
        {title}
      </NavBar>
    </div>
  );
}
