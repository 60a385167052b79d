import { afterEach, expect, test } from 'vitest';
import { exposeApi, type PortLike, wrapApi } from './rpc';

const ports: MessagePort[] = [];
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

/** A port that records how many arguments each of its sends was given. */
function recorded(port: MessagePort): { port: PortLike; sends: number[] } {
  const sends: number[] = [];
  const wrapped: PortLike = {
    postMessage(...args: [unknown, Transferable[]?]) {
      sends.push(args.length);
      port.postMessage(...(args as [unknown, Transferable[]]));
    },
    addEventListener: (type, listener) => port.addEventListener(type, listener),
    removeEventListener: (type, listener) => port.removeEventListener(type, listener),
    start: () => port.start(),
  };
  return { port: wrapped, sends };
}

test('a call and its answer cross the port without a transfer list when nothing is transferred', async () => {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  const hub = recorded(port2);
  const tab = recorded(port1);
  exposeApi({ echo: (text: string, n: number) => ({ text, n: n + 1 }) }, hub.port);
  const api = wrapApi<{ echo(text: string, n: number): { text: string; n: number } }>(tab.port);
  expect(await api.echo('hi', 1)).toEqual({ text: 'hi', n: 2 });
  // NOTE: an empty transfer list costs Chromium a conversion per message (see rpc.ts).
  expect(tab.sends).toEqual([1]);
  expect(hub.sends).toEqual([1]);
});
