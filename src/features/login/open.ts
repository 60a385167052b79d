import { ui } from '../../state/ui';

let pendingSuccess: (() => void) | undefined;

/** Opens the login sheet from anywhere; `onSuccess` runs after a successful login. */
export function showLogin(onSuccess?: () => void): void {
  pendingSuccess = onSuccess;
  ui.loginOpen = true;
}

/** Closes the sheet; with `succeeded`, runs the callback the opener gave. */
export function closeLogin(succeeded: boolean): void {
  const callback = pendingSuccess;
  pendingSuccess = undefined;
  ui.loginOpen = false;
  if (succeeded) callback?.();
}
