import type { ReactNode } from 'react';

/**
 * Keeps a page mounted while another route shows. It stays laid out but invisible, so every
 * scroll container inside keeps its position (display: none would reset it).
 */
export function KeepAlivePane({ active, children }: { active: boolean; children: ReactNode }) {
  return (
    <div className={active ? 'pane' : 'pane pane-hidden'} aria-hidden={!active} inert={!active}>
      {children}
    </div>
  );
}
