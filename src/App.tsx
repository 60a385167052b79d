import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import idID from 'antd-mobile/es/locales/id-ID';
import thTH from 'antd-mobile/es/locales/th-TH';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from './api';
import { createAppRouter } from './app/router';
import { useLang } from './i18n';

const UI_LOCALES = { zh: zhCN, th: thTH, id: idID } as const;

/** The root: data, UI-kit locale and the router (the shell carries data-testid="app-root"). */
export function App() {
  const [router] = useState(createAppRouter);
  const lang = useLang();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={UI_LOCALES[lang]}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </QueryClientProvider>
  );
}
