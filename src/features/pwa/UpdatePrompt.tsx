import { useRegisterSW } from 'virtual:pwa-register/react';
import { Dialog } from 'antd-mobile';
import { useEffect } from 'react';
import { commonTexts } from '../../i18n/common';

/** Service-worker registration; asks before a waiting new version takes over. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });

  useEffect(() => {
    if (!needRefresh) return;
    void Dialog.confirm({
      content: commonTexts.t('updateReady'),
      confirmText: commonTexts.t('updateNow'),
      cancelText: commonTexts.t('later'),
    }).then((yes) => {
      setNeedRefresh(false);
      if (yes) void updateServiceWorker(true);
    });
  }, [needRefresh, setNeedRefresh, updateServiceWorker]);

  return null;
}
