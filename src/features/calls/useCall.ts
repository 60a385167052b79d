import { useSyncExternalStore } from 'react';
import { connectHub } from '../../hub';
import { CallMachine, type CallSnapshot } from './callMachine';
import { browserRtc } from './rtc';

let machine: CallMachine | null = null;

/** This tab's call machine (one per tab, made on first use). */
export function callMachine(): CallMachine {
  machine ??= new CallMachine(connectHub(), browserRtc);
  return machine;
}

/** The call of this tab, re-rendering on every change. */
export function useCall(): CallSnapshot {
  const m = callMachine();
  return useSyncExternalStore(m.subscribe, m.getSnapshot);
}

/** A call's running time as m:ss or h:mm:ss. */
export function callTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
