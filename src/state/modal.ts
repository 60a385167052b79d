import { useEffect } from 'react';
import { proxy, subscribe, useSnapshot } from 'valtio';

/**
 * "A modal is open" (issue 45): the one signal adverts and prompts wait on, so nothing is drawn
 * over what the user is doing in it. A red packet being opened (in a room or a chat) holds it;
 * the add-to-home prompt, the download banner, the daily red-packet advert and the room's advert
 * pop-ups show only while nothing holds it, and show after it is released.
 * NOTE: a count, not a flag: a chat can show a red packet's details sheet while the cover of
 * another closes, and the prompt waits until the last one closes.
 */
const modals = proxy({ open: 0 });

/** Marks a modal open until the returned release is called (a second call does nothing). */
export function holdModal(): () => void {
  modals.open += 1;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    modals.open -= 1;
  };
}

/** Holds the modal signal while `open` is true (a component's open sheet). */
export function useModalHold(open: boolean): void {
  useEffect(() => (open ? holdModal() : undefined), [open]);
}

/** True while a modal is open: a prompt or advert shows nothing then. */
export function useModalOpen(): boolean {
  return useSnapshot(modals).open > 0;
}

/**
 * Resolves once no modal is open (at once when none is): an imperative prompt (`what`) waits on it.
 * A wait is logged at the debug level (hidden in the console unless asked for), so one can see why a
 * prompt came late.
 */
export function whenNoModal(what: string): Promise<void> {
  if (modals.open === 0) return Promise.resolve();
  console.debug(`${what} waits for an open modal to close`);
  return new Promise((resolve) => {
    const stop = subscribe(modals, () => {
      if (modals.open > 0) return;
      stop();
      resolve();
    });
  });
}
