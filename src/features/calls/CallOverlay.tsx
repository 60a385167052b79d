import { lazy, Suspense } from 'react';
import { CallStatus } from './callMachine';
import { useCall } from './useCall';

// NOTE: the call screen, and the chat database it reads names from, load only when a call starts;
// this watcher is mounted from the first render and holds the call machine, so no ring is missed.
const CallScreen = lazy(async () => ({ default: (await import('./CallScreen')).CallScreen }));

/** The call screen while this tab has a call (ringing, calling or in a call); nothing otherwise. */
export function CallOverlay() {
  const call = useCall();
  if (call.status === CallStatus.Idle) return null;
  return (
    <Suspense fallback={null}>
      <CallScreen />
    </Suspense>
  );
}
