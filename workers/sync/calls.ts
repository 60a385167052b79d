/**
 * The private calls of one session as the hub knows them (docs/messaging.md "Calls", "The hub's
 * calls"): the one ringing this user, kept for tabs that come after its ring, and every call of
 * this user going on, by token, from either side. After a reconnect the hub asks the server where
 * each of those is now: a call the server ended while the socket was away (it ends a call whose
 * placing or answering socket closes) had its end pushed to no socket of this hub.
 */
import { CALL_STATE } from '../../protocol/messaging';
import { RESULT } from '../../protocol/result';
import type { CallInfo } from '../api';
import type { SyncContext } from './context';

/** States in which a call goes on. */
const LIVE: readonly number[] = [CALL_STATE.RINGING, CALL_STATE.ACCEPTED];

/** Where a call the hub knew is now, as the server answered after a reconnect. */
export interface CallNow {
  call: CallInfo;
  /** Its state now; ENDED for a call the server no longer knows. */
  state: number;
}

export class PrivateCalls {
  /** The private call ringing this user as last pushed, and when (timers ms); null when none rings. */
  ringing: { call: CallInfo; since: number } | null = null;
  /** This user's private calls going on (ringing or accepted) as last heard, by token. */
  private readonly live = new Map<string, CallInfo>();

  constructor(private readonly ctx: SyncContext) {}

  /** A call's state was pushed: remember it while it goes on, and tell the tabs. */
  pushed(call: CallInfo): void {
    if (call.state === CALL_STATE.RINGING && !call.outgoing) {
      this.ringing = { call, since: this.ctx.timers.now() };
    } else if (this.ringing?.call.token === call.token) {
      this.ringing = null;
    }
    this.remember(call);
    this.ctx.emit({ type: 'call', call });
  }

  /**
   * This device placed a call (the reply named its token). NOTE: its ring, pushed right after the
   * reply, names it too; known from the reply, a call whose ring was lost with the socket is still
   * asked about after the reconnect. Its end cannot have come yet: the callee answers the ring.
   */
  placed(call: CallInfo): void {
    if (!this.live.has(call.token)) this.live.set(call.token, call);
  }

  /** The calls going on as last heard: the ones to ask about after a reconnect. */
  known(): CallInfo[] {
    return [...this.live.values()];
  }

  /**
   * Asks the server where each of `calls` is now (msg_voice_call_state_req). A call it does not
   * know (33) is over. Another refusal (a busy server, a rate limit) says nothing of the call: it
   * stays as last heard and is asked about again after the next login, as when a request fails.
   */
  async whereNow(calls: readonly CallInfo[]): Promise<CallNow[]> {
    const answers = await Promise.all(
      calls.map(async (call): Promise<CallNow | null> => {
        const reply = await this.ctx.socket.request('msg_voice_call_state_req', { token: call.token });
        if (reply.result === RESULT.SUCCESS) return { call, state: reply.state };
        if (reply.result === RESULT.VOICE_CALL_ERROR) return { call, state: CALL_STATE.ENDED };
        this.ctx.log.warn(`call ${call.token}: state refused with ${reply.result}`);
        return null;
      }),
    );
    return answers.filter((answer) => answer !== null);
  }

  /**
   * Applies the server's answers after the pushes that came before them: a call whose state moved
   * while the socket was away gets its new state, and the tabs are told (`whileAway`), matched by
   * token. A call whose end was pushed meanwhile, or that still rings (rung again with the offline
   * data), is left as it is.
   */
  apply(answers: readonly CallNow[]): void {
    let ended = false;
    for (const { call, state } of answers) {
      const current = this.live.get(call.token);
      if (!current || current.state === state) continue;
      const moved = { ...current, state };
      if (this.ringing?.call.token === call.token && state !== CALL_STATE.RINGING) this.ringing = null;
      this.remember(moved);
      ended ||= !LIVE.includes(state);
      this.ctx.emit({ type: 'call', call: moved, whileAway: true });
    }
    // NOTE: a tab that was still ringing for a call of another chat that ended meanwhile did not
    // take the ring that came since; it rings again (a tab already ringing for it ignores a repeat).
    if (ended && this.ringing) this.ctx.emit({ type: 'call', call: this.ringing.call });
  }

  private remember(call: CallInfo): void {
    if (LIVE.includes(call.state)) this.live.set(call.token, call);
    else this.live.delete(call.token);
  }
}
