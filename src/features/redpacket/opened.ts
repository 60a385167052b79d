// What this tab learnt about red packets it opened (claimed, found empty or expired), so their
// bubbles show it without asking the hub for every bubble.
import { useSyncExternalStore } from 'react';

/** What a bubble shows once known: this user took a share, it was claimed out, or it expired. */
export type Opened = 'taken' | 'finished' | 'expired';

const known = new Map<number, Opened>();
const listeners = new Set<() => void>();

export function markOpened(packetId: number, state: Opened): void {
  if (known.get(packetId) === state) return;
  known.set(packetId, state);
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What is known of one packet (undefined: nothing yet). */
export function useOpened(packetId: number): Opened | undefined {
  return useSyncExternalStore(subscribe, () => known.get(packetId));
}
