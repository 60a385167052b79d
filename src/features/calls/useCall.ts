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
