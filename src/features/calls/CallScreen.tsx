import { useEffect, useState } from 'react';
import { CALL_STATE } from '../../../protocol/messaging';
import { Avatar } from '../../components';
import { useGroup, useProfile } from '../../hub/chatData';
import { durationClock } from '../../lib/dateFormat';
import { CallControls } from './CallControls';
import { CallVideo } from './CallVideo';
import { type CallMachine, type CallSnapshot, CallStatus, type RemotePeer } from './callMachine';
import { callTexts } from './texts';
import { callMachine, useCall } from './useCall';
import './calls.css';

function useTicker(startedAt: number): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!startedAt) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  return startedAt ? Math.max(0, (now - startedAt) / 1000) : 0;
}

const END_TEXT: Record<number, 'ended' | 'busy' | 'declined' | 'cancelled' | 'missed'> = {
  [CALL_STATE.ENDED]: 'ended',
  [CALL_STATE.BUSY]: 'busy',
  [CALL_STATE.DECLINED]: 'declined',
  [CALL_STATE.CANCELLED]: 'cancelled',
  [CALL_STATE.MISSED]: 'missed',
};

/** Who the call is with: the peer, or the group. */
function useCallTitle(call: CallSnapshot): { name: string; url: string; seed: number } {
  const profile = useProfile(call.peer);
  const group = useGroup(call.groupkey);
  if (call.kind === 'group')
    return { name: group?.nickname ?? '', url: group?.headurl ?? '', seed: call.groupkey };
  return { name: profile?.nickname ?? String(call.peer), url: profile?.headurl ?? '', seed: call.peer };
}

/**
 * A system notification while a call rings and this tab is not in view (the hub's other tabs ring
 * too; a visible one needs none), closed when the ringing stops.
 */
function useRingNotification(name: string, text: string): void {
  useEffect(() => {
    if (document.visibilityState === 'visible') return;
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    let shown: Notification | undefined;
    try {
      shown = new Notification(name, { body: text, tag: 'call', requireInteraction: true });
      shown.onclick = () => {
        window.focus();
        shown?.close();
      };
    } catch {
      // NOTE: some browsers (Android Chrome) allow notifications only from a service worker.
    }
    return () => shown?.close();
  }, [name, text]);
}

function Ringing({ call, machine }: { call: CallSnapshot; machine: CallMachine }) {
  const t = callTexts.useT();
  const title = useCallTitle(call);
  const caller = useProfile(call.peer);
  const what = call.kind === 'group' ? 'incomingGroup' : call.video ? 'incomingVideo' : 'incomingVoice';
  useRingNotification(title.name || t('notifyTitle'), t(what));
  return (
    <div className="call-screen call-ringing" data-testid="call-ringing">
      <div className="call-who">
        <Avatar url={title.url} name={title.name} seed={title.seed} size={96} />
        <div className="call-name" data-content>
          {title.name}
        </div>
        <div className="call-status">
          {call.kind === 'group' && <span data-content>{caller?.nickname} </span>}
          {t(what)}
        </div>
      </div>
      <div className="call-answer">
        <button
          type="button"
          className="call-round call-btn-danger"
          data-testid="call-decline"
          onClick={() => void machine.decline()}
        >
          {t('decline')}
        </button>
        <button
          type="button"
          className="call-round call-btn-accept"
          data-testid="call-accept"
          onClick={() => void machine.accept()}
        >
          {t('accept')}
        </button>
      </div>
    </div>
  );
}

function RemoteTile({ remote, speaker, many }: { remote: RemotePeer; speaker: boolean; many: boolean }) {
  const t = callTexts.useT();
  const profile = useProfile(remote.uid);
  return (
    <div
      className={many ? 'call-tile' : 'call-tile call-tile-full'}
      data-testid="call-remote"
      data-uid={remote.uid}
    >
      <CallVideo stream={remote.stream} muted={!speaker} className="call-video" testId="call-remote-video" />
      <div className="call-tile-name" data-content>
        {/* NOTE: one peer is named at the top already; a tile names its peer only in a group (issue 47). */}
        {many && (profile?.nickname || remote.uid)}
        {!remote.mic && (
          <span className="call-muted" data-testid="call-remote-muted">
            {many ? ' · ' : ''}
            {t('muted')}
          </span>
        )}
      </div>
    </div>
  );
}

function InCall({ call, machine }: { call: CallSnapshot; machine: CallMachine }) {
  const t = callTexts.useT();
  const title = useCallTitle(call);
  const seconds = useTicker(call.status === CallStatus.Active ? call.startedAt : 0);
  const status =
    call.status === CallStatus.Ended
      ? t(call.lost ? 'lost' : (END_TEXT[call.endState] ?? 'ended'))
      : call.status === CallStatus.Outgoing
        ? t('calling')
        : call.remotes.some((r) => r.stream)
          ? durationClock(seconds)
          : t('connecting');
  const many = call.remotes.length > 1;
  return (
    <div className="call-screen" data-testid="call-screen" data-status={call.status}>
      <div className={many ? 'call-grid' : 'call-stage'}>
        {call.remotes.map((remote) => (
          <RemoteTile key={remote.uid} remote={remote} speaker={call.speaker} many={many} />
        ))}
      </div>
      <div className={call.video && call.local ? 'call-top call-top-pip' : 'call-top'}>
        {(!call.video || call.remotes.length === 0) && (
          <Avatar url={title.url} name={title.name} seed={title.seed} size={80} />
        )}
        <div className="call-name" data-content>
          {title.name}
        </div>
        <div className="call-status" data-testid="call-status">
          {status}
        </div>
      </div>
      {call.video && call.local && (
        <CallVideo
          stream={call.local}
          muted
          className={call.facing === 'user' ? 'call-pip call-pip-mirror' : 'call-pip'}
          testId="call-local-video"
        />
      )}
      {call.status !== CallStatus.Ended && <CallControls call={call} machine={machine} />}
    </div>
  );
}

/**
 * The call screen, full-screen over the app: the ringing screen with accept and decline, then the
 * call with the other side's video (a grid in a group call), the own camera in a corner, the timer
 * and the controls. Render it once, high in the tree.
 */
export function CallScreen() {
  const call = useCall();
  const machine = callMachine();
  if (call.status === CallStatus.Idle) return null;
  if (call.status === CallStatus.Incoming) return <Ringing call={call} machine={machine} />;
  return <InCall call={call} machine={machine} />;
}
