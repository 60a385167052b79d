// Attack 6 (issue 43): five wrong passwords for a staff name locked that account for 15 minutes for
// its owner too. Now failures slow down per (name, client address) with a growing delay (429), a
// lock (423) holds for the address that failed only, the owner elsewhere logs in with password and
// TOTP as ever, and a made-up name answers exactly as a real one.
import { expect, test } from 'vitest';
import { DEMO_STAFF_PASSWORD, DEMO_TOTP_SECRETS, demoStaffName } from '../../../server/admin/demo';
import { delayAfter, FORGET_MS, LOCK_AFTER, LOCK_MS } from '../../../server/admin/loginThrottle';
import { totpCode } from '../../../server/admin/totp';
import type { TestServer } from '../../helpers/server';
import { onEachStore } from './stores';

const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.23';
const NAME = demoStaffName('finance');

function loginFrom(server: TestServer, remoteAddress: string, body: Record<string, unknown>) {
  return server.app
    .inject({ method: 'POST', url: '/admin/api/login', remoteAddress, payload: body })
    .then((r) => ({ status: r.statusCode, error: String((r.json() as { error?: string }).error ?? '') }));
}

onEachStore('staff logins', (start) => {
  const setup = async () => {
    const clock = { at: Date.UTC(2026, 5, 1, 8, 0, 0) };
    const server = await start({}, { now: () => clock.at });
    /** The right password and the TOTP code of a fresh time step. */
    const right = () => {
      clock.at += 31_000;
      return {
        name: NAME,
        password: DEMO_STAFF_PASSWORD,
        code: totpCode(DEMO_TOTP_SECRETS.finance, clock.at),
      };
    };
    /** The right pair for this moment, the clock left where it is. */
    const rightNow = () => ({
      name: NAME,
      password: DEMO_STAFF_PASSWORD,
      code: totpCode(DEMO_TOTP_SECRETS.finance, clock.at),
    });
    const wrong = (name = NAME) => ({ name, password: 'guessed-password', code: '000000' });
    return { clock, server, right, rightNow, wrong };
  };

  test('a stranger failing five times locks out only their own address: the owner logs in elsewhere, with TOTP', async () => {
    const { clock, server, right, wrong } = await setup();
    for (let i = 1; i < LOCK_AFTER; i++) {
      expect((await loginFrom(server, ATTACKER, wrong())).status).toBe(401);
      clock.at += delayAfter(i);
    }
    expect(await loginFrom(server, ATTACKER, wrong())).toMatchObject({
      status: 423,
      error: /locked for 15 minutes/,
    });
    // The right answers from the locked address are not judged.
    expect((await loginFrom(server, ATTACKER, right())).status).toBe(423);
    // The owner, from their own address: the password alone is not enough, with the code they are in.
    expect((await loginFrom(server, OWNER, { ...right(), code: '000000' })).status).toBe(401);
    clock.at += delayAfter(1);
    expect((await loginFrom(server, OWNER, right())).status).toBe(200);
    // Still locked for the stranger until the 15 minutes are over, then judged again.
    clock.at += LOCK_MS - 5 * 31_000;
    expect((await loginFrom(server, ATTACKER, wrong())).status).toBe(423);
    clock.at += 5 * 31_000;
    expect((await loginFrom(server, ATTACKER, wrong())).status).toBe(401);
  });

  test('each failure makes the next try from that address wait longer (429), whatever it sends', async () => {
    const { clock, server, right, rightNow, wrong } = await setup();
    for (let i = 1; i < LOCK_AFTER; i++) {
      expect((await loginFrom(server, ATTACKER, wrong())).status).toBe(401);
      const wait = delayAfter(i);
      expect(wait).toBe(1000 * 2 ** (i - 1));
      clock.at += wait - 1;
      const early = await loginFrom(server, ATTACKER, rightNow());
      expect(early.status, `try ${i}`).toBe(429);
      expect(early.error).toMatch(/wait 1 s before the next try/);
      clock.at += 1;
    }
    // After the waits the right pair goes through, and the count starts over.
    expect((await loginFrom(server, ATTACKER, right())).status).toBe(200);
    expect((await loginFrom(server, ATTACKER, wrong())).status).toBe(401);
    // A quiet quarter of an hour forgets the count too.
    clock.at += FORGET_MS;
    for (let i = 1; i < LOCK_AFTER; i++) {
      expect((await loginFrom(server, ATTACKER, wrong())).status).toBe(401);
      clock.at += delayAfter(i);
    }
  });

  test('a made-up name answers as a real one (401, 429, 423): names cannot be probed', async () => {
    const { clock, server, wrong } = await setup();
    const answers = async (name: string, from: string) => {
      const seen: number[] = [];
      for (let i = 1; i <= LOCK_AFTER; i++) {
        seen.push((await loginFrom(server, from, wrong(name))).status);
        seen.push((await loginFrom(server, from, wrong(name))).status);
        clock.at += delayAfter(i);
      }
      return seen;
    };
    const real = await answers(NAME, ATTACKER);
    expect(real).toEqual([401, 429, 401, 429, 401, 429, 401, 429, 423, 423]);
    expect(await answers('no-such-staff', ATTACKER)).toEqual(real);
  });

  test('a burst at once gets one try between them, the rest wait; the owner is not locked', async () => {
    const { clock, server, right, wrong } = await setup();
    const burst = await Promise.all(Array.from({ length: 12 }, () => loginFrom(server, ATTACKER, wrong())));
    expect(burst.map((a) => a.status).sort()).toEqual([401, ...Array.from({ length: 11 }, () => 429)]);
    // One failure was counted: the next tries wait as after one, and no lock came of the burst.
    clock.at += delayAfter(1);
    expect((await loginFrom(server, ATTACKER, wrong())).status).toBe(401);
    expect((await loginFrom(server, OWNER, right())).status).toBe(200);
  });
});
