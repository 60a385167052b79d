import { useCallback, useEffect, useState } from 'react';
import { ApiError, api, type Me, setCsrf, whenExpired } from './api';
import { queryClient } from './queries';

export type SessionState = { status: 'loading' } | { status: 'out' } | { status: 'in'; me: Me };

/** The console session: read from /me on load, set by login, ended by logout or a 401. */
export function useSession() {
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  const enter = useCallback((me: Me) => {
    setCsrf(me.csrf);
    setState({ status: 'in', me });
  }, []);

  // NOTE: what one session read is not shown to the next one.
  const out = useCallback(() => {
    setState({ status: 'out' });
    queryClient.clear();
  }, []);

  useEffect(() => {
    whenExpired(out);
    api<Me>('GET', '/me').then(enter, (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) out();
      else throw error;
    });
  }, [enter, out]);

  const logout = useCallback(async () => {
    await api('POST', '/logout');
    out();
  }, [out]);

  return { state, enter, logout };
}
