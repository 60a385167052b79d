import type { DialogAlertProps, DialogConfirmProps, DialogShowProps, ToastShowProps } from 'antd-mobile';
import { onceImport } from '../lib/onceImport';

/**
 * The UI kit's dialogs and toasts for code on the first screen's path (the shell, the session's
 * start, the home page), in a chunk of their own fetched at the app's first idle moment
 * (`prefetchOverlays`). The first screen shows none, and the kit's dialogs and toasts bring its
 * spring animation library with them. Pages loaded later import the kit's Dialog and Toast directly.
 */
// NOTE: fetched when idle, not when first shown: the "offline" toast is shown when the network is
// down, when a chunk not yet fetched could not arrive (the service worker precaches it only later).
const kit = onceImport(() => import('./kitOverlays'));

/** Fetches the kit's chunk ahead of its first use (the app calls it at its first idle moment). */
export function prefetchOverlays(): void {
  kit().catch(() => undefined);
}

/** Shows a toast (nothing when the kit's chunk cannot be fetched). */
export function showToast(props: ToastShowProps | string): void {
  kit().then(
    ({ Toast }) => Toast.show(props),
    () => undefined,
  );
}

export async function alertDialog(props: DialogAlertProps): Promise<void> {
  const { Dialog } = await kit();
  return Dialog.alert(props);
}

export async function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  const { Dialog } = await kit();
  return Dialog.confirm(props);
}

/** Shows a dialog (nothing when the kit's chunk cannot be fetched). */
export function showDialog(props: DialogShowProps): void {
  kit().then(
    ({ Dialog }) => Dialog.show(props),
    () => undefined,
  );
}
