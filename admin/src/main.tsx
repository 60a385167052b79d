import { App as AntApp, ConfigProvider } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Console } from './Console';

const root = document.getElementById('root');
if (!root) throw new Error('no #root element');
createRoot(root).render(
  <StrictMode>
    <ConfigProvider theme={{ token: { colorPrimary: '#1d4ed8' } }}>
      <AntApp>
        <BrowserRouter basename="/admin">
          <Console />
        </BrowserRouter>
      </AntApp>
    </ConfigProvider>
  </StrictMode>,
);
