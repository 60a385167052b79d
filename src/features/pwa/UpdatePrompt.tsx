import { useEffect } from 'react';
import { registerWhenPainted } from './serviceWorker';

/** Service-worker registration, once the first screen has painted, and the update prompt (renders nothing). */
// NOTE: not the plugin's useRegisterSW hook: it registers inside a state initialiser, a side
// effect in render that updates a component never mounted when the first render is a transition.
export function UpdatePrompt() {
  useEffect(registerWhenPainted, []);
  return null;
}
