import { useCallback, useState } from 'react';
import { RED_PACKET_TYPE } from '../../../protocol/enums';
import { RESULT, resultText } from '../../../protocol/result';
import { errorText } from '../../api';
import { isRefusal, type RedPacketInfo, useHub, useHubState } from '../../hub';
import { currentLang } from '../../i18n';
import { markOpened } from './opened';

/**
 * The steps of opening a red packet: its details are fetched; a packet this user may still claim
 * shows the cover with the open button, one taken already (or one's own private packet) its details;
 * an empty or expired one the cover with the spec's text (results 4, 8) and a way to the details.
 */
export type OpenStep =
  | { step: 'closed' }
  | { step: 'loading' }
  | { step: 'cover'; info: RedPacketInfo | null; refused: string | null }
  | { step: 'opening'; info: RedPacketInfo }
  | { step: 'details'; info: RedPacketInfo };

/** How long the coin spins at least, so the opening is seen (ms). */
const SPIN_MS = 700;
const REFUSALS = [RESULT.RED_BAG_EMPTY, RESULT.RED_BAG_TAKEN, RESULT.RED_BAG_EXPIRED] as const;

function remember(info: RedPacketInfo): void {
  if (info.mine) markOpened(info.packetId, 'taken');
  else if (info.state === 'empty') markOpened(info.packetId, 'finished');
  else if (info.state === 'expired') markOpened(info.packetId, 'expired');
}

export function useOpenRedPacket(packetId: number) {
  const hub = useHub();
  const { uid } = useHubState();
  const [state, setState] = useState<OpenStep>({ step: 'closed' });

  const show = useCallback(async () => {
    setState({ step: 'loading' });
    try {
      const info = await hub.redPacketInfo(packetId);
      remember(info);
      const ownPrivate = info.type === RED_PACKET_TYPE.PRIVATE && info.uid === uid;
      if (info.mine || ownPrivate) setState({ step: 'details', info });
      else if (info.state === 'empty')
        setState({ step: 'cover', info, refused: resultText(RESULT.RED_BAG_EMPTY, currentLang()) });
      else if (info.state === 'expired')
        setState({ step: 'cover', info, refused: resultText(RESULT.RED_BAG_EXPIRED, currentLang()) });
      else setState({ step: 'cover', info, refused: null });
    } catch (e) {
      setState({ step: 'cover', info: null, refused: errorText(e) });
    }
  }, [hub, packetId, uid]);

  const claim = useCallback(
    async (info: RedPacketInfo) => {
      setState({ step: 'opening', info });
      const spin = new Promise((r) => setTimeout(r, SPIN_MS));
      try {
        const [claimed] = await Promise.all([hub.claimRedPacket(packetId), spin]);
        remember(claimed);
        setState({ step: 'details', info: claimed });
      } catch (e) {
        await spin;
        const code = REFUSALS.find((c) => isRefusal(e, c));
        if (code === RESULT.RED_BAG_TAKEN) markOpened(packetId, 'taken');
        if (code === RESULT.RED_BAG_EMPTY) markOpened(packetId, 'finished');
        if (code === RESULT.RED_BAG_EXPIRED) markOpened(packetId, 'expired');
        setState({ step: 'cover', info, refused: errorText(e) });
      }
    },
    [hub, packetId],
  );

  const details = useCallback(async () => {
    try {
      const info = await hub.redPacketInfo(packetId);
      remember(info);
      setState({ step: 'details', info });
    } catch (e) {
      setState({ step: 'cover', info: null, refused: errorText(e) });
    }
  }, [hub, packetId]);

  const close = useCallback(() => setState({ step: 'closed' }), []);
  return { state, show, claim, details, close };
}
