import { useSyncExternalStore } from 'react';
import { ADMIN_PERM, hasPermission, memberMask } from '../../../protocol/enums';
import type { GroupRow } from '../../hub';
import { callTexts } from './texts';
import { callMachine } from './useCall';

const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round' } as const;

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="21" height="21" aria-hidden="true">
      <path
        {...STROKE}
        d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2"
      />
    </svg>
  );
}

function VideoIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path {...STROKE} d="M3 7h12v10H3zM15 10l6-3v10l-6-3" />
    </svg>
  );
}

/** Who is in a group's call as this tab last heard (empty: none). */
function useGroupCall(groupkey: number) {
  const m = callMachine();
  const groups = useSyncExternalStore(m.subscribeGroups, m.getGroups);
  return groups[groupkey] ?? [];
}

/**
 * The chat header's call buttons: voice and video for a friend; in a group, join the call going on,
 * or start one (the host and admins holding the manage-calls bit, DECISIONS Groups).
 */
export function ChatCallButtons(
  props:
    | { kind: 'private'; uid: number; chatkey: string }
    | { kind: 'group'; groupkey: number; group: GroupRow | undefined; me: number | null },
) {
  const t = callTexts.useT();
  const m = callMachine();
  const members = useGroupCall(props.kind === 'group' ? props.groupkey : 0);
  if (props.kind === 'private') {
    return (
      <>
        <button
          type="button"
          className="im-chat-call"
          aria-label={t('voiceCall')}
          data-testid="call-voice"
          onClick={() => void m.call(props.uid, props.chatkey, false)}
        >
          <PhoneIcon />
        </button>
        <button
          type="button"
          className="im-chat-call"
          aria-label={t('videoCall')}
          data-testid="call-video"
          onClick={() => void m.call(props.uid, props.chatkey, true)}
        >
          <VideoIcon />
        </button>
      </>
    );
  }
  const { groupkey, group, me } = props;
  if (members.length > 0) {
    return (
      <button
        type="button"
        className="im-chat-call im-chat-call-live"
        aria-label={t('joinGroupCall', { count: members.length })}
        data-testid="group-call-join"
        onClick={() => void m.joinGroup(groupkey, true)}
      >
        <VideoIcon />
        <span>{members.length}</span>
      </button>
    );
  }
  if (!group || me === null || !hasPermission(memberMask(group, me), ADMIN_PERM.MANAGE_CALLS)) return null;
  return (
    <button
      type="button"
      className="im-chat-call"
      aria-label={t('startGroupCall')}
      data-testid="group-call-start"
      onClick={() => void m.startGroup(groupkey, true)}
    >
      <VideoIcon />
    </button>
  );
}
