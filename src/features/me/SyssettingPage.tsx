import { List, Switch } from 'antd-mobile';
import { useState } from 'react';
import { PageHeader } from '../../components';
import { storage } from '../../lib/storage';
import { meTexts } from './texts';

type Permission = NotificationPermission | 'unsupported';

function currentPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** /Syssetting: notifications and the mobile-data autoplay preference. */
export function SyssettingPage() {
  const t = meTexts.useT();
  const [permission, setPermission] = useState<Permission>(currentPermission);
  const [autoplay, setAutoplay] = useState(() => storage.get<boolean>('autoplayCellular') ?? true);

  const notifyText =
    permission === 'granted'
      ? t('notifyOn')
      : permission === 'denied'
        ? t('notifyDenied')
        : permission === 'unsupported'
          ? t('notifyUnsupported')
          : t('notifyOff');

  return (
    <div className="pane" data-testid="syssetting-page">
      <PageHeader title={t('sysSettings')} />
      <div className="scroll">
        <List mode="card" className="me-list">
          <List.Item
            description={notifyText}
            extra={
              <Switch
                checked={permission === 'granted'}
                disabled={permission !== 'default'}
                onChange={async () => setPermission(await Notification.requestPermission())}
              />
            }
          >
            {t('notifications')}
          </List.Item>
          <List.Item
            extra={
              <Switch
                checked={autoplay}
                onChange={(on) => {
                  setAutoplay(on);
                  storage.set('autoplayCellular', on, null);
                }}
              />
            }
          >
            {t('autoplay')}
          </List.Item>
        </List>
      </div>
    </div>
  );
}
