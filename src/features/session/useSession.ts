import { useSnapshot } from 'valtio';
import { session } from '../../state/session';

/** The session, re-rendering on change. */
export function useSession() {
  return useSnapshot(session);
}
