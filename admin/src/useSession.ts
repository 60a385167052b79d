import { useCallback, useEffect, useState } from 'react';
import { ApiError, api, type Me, setCsrf, whenExpired } from './api';

export type SessionState = { status: 'loading' } | { status: 'out' } | { status: 'in'; me: Me };

/** The console session: read from /me on load, set by login, ended by logout or a 401. */
export function useSession() {
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  const enter = useCallback((me: Me) => {
    setCsrf(me.csrf);
    setState({ status: 'in', me });
  }, []);

  useEffect(() => {
    whenExpired(() => setState({ status: 'out' }));
    api<Me>('GET', '/me').then(enter, (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) setState({ status: 'out' });
      else throw error;
    });
  }, [enter]);

  const logout = useCallback(async () => {
    await api('POST', '/logout');
    setState({ status: 'out' });
  }, []);

  return { state, enter, logout };
}
