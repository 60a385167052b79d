import { Button, Dialog, List, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { queryClient } from '../../api';
import { useGo } from '../../app/navigation';
import { useShellScreens } from '../../app/shellBridge';
import { PageHeader } from '../../components';
import { ActionSheet } from '../../components/sheets';
import { LANG_NAMES, LANGS, setLang, useLang } from '../../i18n';
import { commonTexts } from '../../i18n/common';
import { session } from '../../state/session';
import { logout } from '../session';
import { meTexts } from './texts';

/** Drops cached API data and the runtime caches; the offline app shell (precache) stays. */
async function clearCache(): Promise<void> {
  queryClient.clear();
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => !n.includes('precache')).map((n) => caches.delete(n)));
}

/** /Setting: profile, language, clear cache, password, system settings, about, logout. */
export function SettingPage() {
  const t = meTexts.useT();
  const tc = commonTexts.useT();
  const go = useGo();
  const screens = useShellScreens(go);
  const lang = useLang();
  const { isYk } = useSnapshot(session);
  const [langOpen, setLangOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const doLogout = async () => {
    const yes = await Dialog.confirm({
      content: t('logoutConfirm'),
      confirmText: tc('confirm'),
      cancelText: tc('cancel'),
    });
    if (!yes) return;
    setBusy(true);
    try {
      await logout();
      Toast.show({ icon: 'success', content: t('loggedOut') });
      go('/me', { replace: true });
    } catch {
      Toast.show({ content: tc('err') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pane" data-testid="setting-page">
      <PageHeader title={t('settings')} />
      <div className="scroll">
        <List mode="card" className="me-list">
          <List.Item onClick={screens.editInfo}>{t('profile')}</List.Item>
          <List.Item
            extra={LANG_NAMES[lang]}
            onClick={() => setLangOpen(true)}
            data-testid="setting-language"
          >
            {t('language')}
          </List.Item>
          <List.Item
            onClick={async () => {
              await clearCache();
              Toast.show({ icon: 'success', content: t('cacheCleared') });
            }}
            data-testid="setting-clear-cache"
          >
            {t('clearCache')}
          </List.Item>
        </List>
        <List mode="card" className="me-list">
          {!isYk && <List.Item onClick={() => go('/Changepwd')}>{t('changePwd')}</List.Item>}
          <List.Item onClick={() => go('/Syssetting')}>{t('sysSettings')}</List.Item>
          <List.Item onClick={() => go('/Aboat')}>{t('about')}</List.Item>
        </List>
        {!isYk && (
          <div className="setting-logout">
            <Button block shape="rounded" loading={busy} onClick={doLogout} data-testid="setting-logout">
              {t('logout')}
            </Button>
          </div>
        )}
      </div>
      <ActionSheet
        visible={langOpen}
        onClose={() => setLangOpen(false)}
        cancelText={tc('cancel')}
        actions={LANGS.map((l) => ({
          key: l,
          text: LANG_NAMES[l],
          bold: l === lang,
          onClick: () => {
            void setLang(l);
            setLangOpen(false);
          },
        }))}
      />
    </div>
  );
}
