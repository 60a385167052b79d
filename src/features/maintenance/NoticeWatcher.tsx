import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { NOTICE_OPEN } from '../../../protocol/mainApi';
import { useNoticeConfig } from '../../api';
import { useGo } from '../../app/navigation';
import { alertDialog } from '../../components/overlays';
import { ui } from '../../state/ui';
import { checkMaintenance } from './maintain';
import { maintenanceTexts } from './texts';

/**
 * The announcement (noticeConfig, polled every 30 s): notice_open 2 shows a dialog once per
 * session, 3 opens /ann. Each poll also looks at the maintenance files.
 */
export function NoticeWatcher() {
  const { data, dataUpdatedAt } = useNoticeConfig();
  const go = useGo();
  const { pathname } = useLocation();

  // NOTE: keyed on the poll's time, not its data: an unchanged announcement keeps the same data
  // object, and maintenance switched on meanwhile must still be seen within the poll interval.
  useEffect(() => {
    if (dataUpdatedAt > 0) void checkMaintenance();
  }, [dataUpdatedAt]);

  useEffect(() => {
    if (data === undefined) return;
    if (data.notice_open === NOTICE_OPEN.DIALOG && !ui.noticeShown) {
      ui.noticeShown = true;
      void alertDialog({
        title: maintenanceTexts.t('noticeTitle'),
        content: <div className="notice-text">{data.notice_pre_content}</div>,
        confirmText: maintenanceTexts.t('gotIt'),
      });
    } else if (data.notice_open === NOTICE_OPEN.PAGE && pathname.toLowerCase() !== '/ann') {
      go('/ann');
    }
  }, [data, go, pathname]);
  return null;
}
