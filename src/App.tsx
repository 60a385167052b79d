import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, setDefaultConfig } from 'antd-mobile';
import idID from 'antd-mobile/es/locales/id-ID';
import thTH from 'antd-mobile/es/locales/th-TH';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { useEffect } from 'react';
import { queryClient } from './api';
import { AppRouter } from './app/router';
import { useLang } from './i18n';

const UI_LOCALES = { zh: zhCN, th: thTH, id: idID } as const;

/** The root: data, UI-kit locale and the router (the shell carries data-testid="app-root"). */
export function App() {
  const lang = useLang();
  // NOTE: dialogs opened imperatively (Dialog.confirm) do not see ConfigProvider: they read the
  // kit's default config, which is set to the same locale here.
  useEffect(() => setDefaultConfig({ locale: UI_LOCALES[lang] }), [lang]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={UI_LOCALES[lang]}>
        <AppRouter />
      </ConfigProvider>
    </QueryClientProvider>
  );
}
