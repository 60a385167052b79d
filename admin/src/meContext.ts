import { createContext, useContext } from 'react';
import type { Me } from './api';

export const MeContext = createContext<Me | null>(null);

/** The logged-in staff member (inside the console's shell only). */
export function useMe(): Me {
  const me = useContext(MeContext);
  if (!me) throw new Error('useMe outside the console shell');
  return me;
}
