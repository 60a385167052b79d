import { Toast, unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';
import { checkVersion, loadServerConfig } from '../api';
import { checkMaintenance } from '../features/maintenance';
import { startSession } from '../features/session';
import { currentLang } from '../i18n';
import { commonTexts } from '../i18n/common';
import { installZoomGuard } from '../lib/zoomGuard';
import { entry } from '../state/entry';
import { entryRedirect, withCarried } from './navigation';

const ROOTS = new WeakMap<Element | DocumentFragment, Root>();

/**
 * antd-mobile 5 renders its imperative parts (Toast, Dialog.show) with ReactDOM.render, gone in
 * React 19: hand it createRoot.
 */
function adaptUiKitToReact19(): void {
  unstableSetRender((node, container) => {
    let root = ROOTS.get(container);
    if (!root) {
      root = createRoot(container);
      ROOTS.set(container, root);
    }
    root.render(node);
    return async () => {
      // NOTE: unmounting inside React's own commit logs a warning; wait a tick first.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      ROOTS.delete(container);
    };
  });
}

/** Everything that happens once before the first render, then the start-up calls. */
export function bootApp(): void {
  adaptUiKitToReact19();
  installZoomGuard();
  document.documentElement.lang = currentLang();
  const redirect = entryRedirect(location.search);
  if (redirect) history.replaceState(null, '', withCarried(redirect, entry));

  void checkMaintenance();
  void loadServerConfig().catch(() => undefined);
  startSession()
    .then(() => checkVersion())
    .catch((error: unknown) => {
      const message = error instanceof Error && error.name === 'SessionError' ? error.message : '';
      Toast.show({ content: message && message !== 'err' ? message : commonTexts.t('err') });
    });
}
