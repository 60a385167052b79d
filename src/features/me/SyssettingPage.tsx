import { List, Switch, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../components';
import { storage } from '../../lib/storage';
// NOTE: Web Push's module directly, not through the feature's index: the index is in every first
// load (the session's flows use it), and this page, loaded on demand, is where the module is needed.
import {
  disableWebPush,
  enableWebPush,
  type WebPushState,
  webPushState,
  webPushSupported,
} from '../pwa/webPush';
import { meTexts } from './texts';

/**
 * What the notifications switch shows: with Web Push (a service worker and the Push API) the
 * subscription of this browser; without it, the permission for notifications in open tabs only.
 */
type Permission = WebPushState | 'granted';

function currentPermission(): Permission {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' ? 'granted' : 'off';
}

/** /Syssetting: notifications (Web Push when the browser has it) and the mobile-data autoplay preference. */
export function SyssettingPage() {
  const t = meTexts.useT();
  const [permission, setPermission] = useState<Permission>(currentPermission);
  const [busy, setBusy] = useState(false);
  const [autoplay, setAutoplay] = useState(() => storage.get<boolean>('autoplayCellular') ?? true);
  const push = webPushSupported();

  useEffect(() => {
    if (!push) return;
    let live = true;
    webPushState()
      .then((state) => {
        // NOTE: no service worker (development): the tab-only permission stays what it is.
        if (live && state !== 'unsupported') setPermission(state);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [push]);

  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      if (permission === 'granted' || (!push && typeof Notification !== 'undefined')) {
        const answer = await Notification.requestPermission();
        setPermission(answer === 'granted' ? 'granted' : answer === 'denied' ? 'denied' : 'off');
      } else {
        setPermission(on ? await enableWebPush() : await disableWebPush());
      }
    } catch (error) {
      console.warn('notifications switch failed:', error);
      Toast.show({ content: t('notifyFailed') });
    } finally {
      setBusy(false);
    }
  };

  const notifyText =
    permission === 'on'
      ? t('notifyOnClosed')
      : permission === 'granted'
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
            description={<span data-testid="notify-state">{notifyText}</span>}
            extra={
              <Switch
                data-testid="notify-switch"
                checked={permission === 'on' || permission === 'granted'}
                loading={busy}
                disabled={permission === 'denied' || permission === 'unsupported'}
                onChange={toggle}
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
