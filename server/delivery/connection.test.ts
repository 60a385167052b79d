import { describe, expect, test } from 'vitest';
import { CLOSE, Connection, Status, type Transport } from './connection';

/** A transport that records what the connection does and reports a chosen buffered amount. */
function fakeTransport() {
  const calls: string[] = [];
  const t = {
    calls,
    bufferedAmount: 0,
    send: (data: Uint8Array) => {
      calls.push(`send ${data.length}`);
    },
    close: (code: number, reason: string) => {
      calls.push(`close ${code} ${reason}`);
    },
    terminate: () => {
      calls.push('terminate');
    },
  } satisfies Transport & { calls: string[] };
  return t;
}

describe('Connection', () => {
  test('moves connecting → authenticated → closing → closed, and sends only while open', () => {
    const transport = fakeTransport();
    const conn = new Connection('n/1', transport, { maxBufferedBytes: 100, now: () => 5 }, () => {});
    expect(conn.status).toBe(Status.Connecting);
    expect(conn.send(new Uint8Array(8))).toBe(true);
    conn.authenticate(7, 'dev-1', 'h5');
    expect(conn.getSnapshot()).toMatchObject({
      status: 'authenticated',
      uid: 7,
      deviceid: 'dev-1',
      kind: 'h5',
    });
    expect(() => conn.authenticate(8, 'dev-1', 'h5')).toThrow(/already logged in/);
    let closed = 0;
    conn.onClosed(() => closed++);
    conn.close(CLOSE.IDLE, 'idle timeout');
    conn.close(CLOSE.IDLE, 'idle timeout');
    expect(conn.status).toBe(Status.Closing);
    expect(conn.send(new Uint8Array(8))).toBe(false);
    conn.markClosed();
    conn.markClosed();
    expect(conn.status).toBe(Status.Closed);
    expect(closed).toBe(1);
    expect(transport.calls).toEqual(['send 8', 'close 4003 idle timeout']);
  });

  test('a send that leaves more than the limit buffered drops the socket (slow reader)', () => {
    const transport = fakeTransport();
    let slow = 0;
    const conn = new Connection('n/2', transport, { maxBufferedBytes: 100, now: () => 0 }, () => slow++);
    transport.bufferedAmount = 100;
    expect(conn.send(new Uint8Array(10))).toBe(true);
    transport.bufferedAmount = 101;
    expect(conn.send(new Uint8Array(10))).toBe(false);
    expect(slow).toBe(1);
    expect(conn.open).toBe(false);
    expect(conn.send(new Uint8Array(10))).toBe(false);
    expect(transport.calls).toEqual(['send 10', 'send 10', 'terminate']);
  });
});
