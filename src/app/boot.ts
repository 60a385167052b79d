import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';
import {
  checkVersion,
  isNetworkFailure,
  learnFallbackHosts,
  loadServerConfig,
  startOnlineWatch,
  whenOnline,
} from '../api';
import { showToast } from '../components/overlays';
import { checkMaintenance } from '../features/maintenance';
import { startSession } from '../features/session';
import { connectHub, Status } from '../hub';
import { currentLang } from '../i18n';
import { commonTexts } from '../i18n/common';
import { nextTask } from '../lib/idle';
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

/**
 * Everything that happens once before the first render, then the start-up calls. NOTE: in three
 * tasks (the page, the hub, the calls), each short enough not to hold a phone's main thread.
 */
export async function bootApp(): Promise<void> {
  adaptUiKitToReact19();
  installZoomGuard();
  document.documentElement.lang = currentLang();
  const redirect = entryRedirect(location.search);
  if (redirect) history.replaceState(null, '', withCarried(redirect, entry));

  await nextTask();
  const hub = connectHub();
  startOnlineWatch({
    online: () => hub.getState().connection.status === Status.Online,
    subscribe: (listener) => hub.subscribeState(listener),
  });
  await nextTask();
  void checkMaintenance();
  void loadServerConfig().catch(() => undefined);
  void start();
}

const START_RETRY_MS = 3000;

/** The session; a start that could not reach the server is tried again once the network is back. */
async function start(): Promise<void> {
  try {
    await startSession();
    await checkVersion();
    void learnFallbackHosts().catch(() => undefined);
  } catch (error) {
    if (isNetworkFailure(error)) {
      showToast({ content: commonTexts.t('offline') });
      await whenOnline();
      // NOTE: the browser may say it is online while the server is down: do not hammer it.
      await new Promise((resolve) => setTimeout(resolve, START_RETRY_MS));
      void loadServerConfig().catch(() => undefined);
      return start();
    }
    const message = error instanceof Error && error.name === 'SessionError' ? error.message : '';
    showToast({ content: message || commonTexts.t('err') });
  }
}
