import { useSnapshot } from 'valtio';
import { ui } from '../../state/ui';
import { maintenanceTexts } from './texts';

/** An image replacing the whole app while maintenance lasts. */
export function MaintenanceScreen() {
  const { maintenance } = useSnapshot(ui);
  const t = maintenanceTexts.useT();
  if (!maintenance) return null;
  return (
    <div className="maintenance" data-testid="maintenance-screen" role="alert">
      {maintenance.img ? (
        <img src={maintenance.img} alt={t('title')} />
      ) : (
        <div className="maintenance-fallback">{t('title')}</div>
      )}
      <p>{maintenance.content || t('body')}</p>
    </div>
  );
}
