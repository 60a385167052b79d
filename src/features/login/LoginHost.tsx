import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { shellLogin } from '../../app/shellBridge';
import { on } from '../../state/events';
import { ui } from '../../state/ui';
import { showLogin } from './open';

// NOTE: the sheet (form, validation, session flows' screens) is its own chunk: most first visits
// never open it, so it is fetched the first time someone asks to log in and kept mounted after.
const LoginDialog = lazy(async () => ({ default: (await import('./LoginDialog')).LoginDialog }));

/**
 * Listens for the app's `showLogin` event: a native shell's login when it has one, else the sheet,
 * mounted the first time it opens.
 */
export function LoginHost() {
  const { loginOpen } = useSnapshot(ui);
  const [wanted, setWanted] = useState(loginOpen);

  // NOTE: every way in to the login (the Me page's, a refused call's, a room's) comes through this
  // event, so a native shell that logs in itself takes them all here.
  useEffect(
    () =>
      on('showLogin', ({ onSuccess }) => {
        if (!shellLogin(onSuccess)) showLogin(onSuccess);
      }),
    [],
  );
  useEffect(() => {
    if (loginOpen) setWanted(true);
  }, [loginOpen]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
