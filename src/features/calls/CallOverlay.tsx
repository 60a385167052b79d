import { lazy, Suspense, useEffect } from 'react';
import { onIdle } from '../../lib/idle';
import { CallStatus } from './callMachine';
import { useCall } from './useCall';

const loadScreen = () => import('./CallScreen');

// NOTE: the call screen, and the chat database it reads names from, stay out of the first screen;
// this watcher is mounted from the first render and holds the call machine, so no ring is missed.
const CallScreen = lazy(async () => ({ default: (await loadScreen()).CallScreen }));

/** How long the screen's chunk waits for an idle moment at most before it is fetched anyway. */
const PRELOAD_MS = 4000;

/** The call screen while this tab has a call (ringing, calling or in a call); nothing otherwise. */
export function CallOverlay() {
  const call = useCall();
  // NOTE: fetched once the first screen is up, so a tap on call or an incoming ring shows at once.
  useEffect(() => onIdle(() => void loadScreen().catch(() => undefined), PRELOAD_MS), []);
  if (call.status === CallStatus.Idle) return null;
  return (
    <Suspense fallback={null}>
      <CallScreen />
    </Suspense>
  );
}
