import type { DialogAlertProps, DialogConfirmProps, DialogShowProps, ToastShowProps } from 'antd-mobile';

/**
 * The UI kit's dialogs and toasts for code on the first screen's path (the shell, the session's
 * start, the home page), loaded when one is first shown. The first screen shows none, and the kit's
 * dialogs and toasts bring its spring animation library with them. Pages loaded later import the
 * kit's Dialog and Toast directly.
 */
const kit = () => import('./kitOverlays');

export function showToast(props: ToastShowProps | string): void {
  void kit().then(({ Toast }) => Toast.show(props));
}

export async function alertDialog(props: DialogAlertProps): Promise<void> {
  const { Dialog } = await kit();
  return Dialog.alert(props);
}

export async function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  const { Dialog } = await kit();
  return Dialog.confirm(props);
}

export function showDialog(props: DialogShowProps): void {
  void kit().then(({ Dialog }) => Dialog.show(props));
}
