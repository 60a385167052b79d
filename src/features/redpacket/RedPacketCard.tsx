import '../messages/messages.css';
import { useSnapshot } from 'valtio';
import { RED_PACKET_EXPIRY_MS, RED_PACKET_TYPE } from '../../../protocol/enums';
import type { ChatRow } from '../../hub';
import { ensureHttp } from '../../lib/text';
import { config } from '../../state/config';
import { coinCode, formatCents } from '../wallet';
import { useOpened } from './opened';
import { RedPacketOpener } from './RedPacketOpener';
import { redPacketTexts, shownGreeting } from './texts';
import { useOpenRedPacket } from './useOpenRedPacket';

/** A bubble's red packet (type 5): the greeting and its state; a tap opens it. */
export function RedPacketCard({ row, mine }: { row: ChatRow; mine: boolean }) {
  const t = redPacketTexts.useT();
  const packet = row.body.kind === 'redPacket' ? row.body.packet : null;
  const flow = useOpenRedPacket(packet?.redbag_id ?? 0);
  const opened = useOpened(packet?.redbag_id ?? 0);
  const { server } = useSnapshot(config);
  if (!packet) return <span className="im-text">{t('redPacket')}</span>;
  const expired = opened === 'expired' || Date.now() >= row.time + RED_PACKET_EXPIRY_MS;
  const state =
    opened === 'taken' ? t('taken') : opened === 'finished' ? t('finished') : expired ? t('expired') : '';
  const privateFor = packet.redbagtype === RED_PACKET_TYPE.PRIVATE;
  return (
    <>
      <button
        type="button"
        className={`red-packet-card${state ? ' red-packet-card-done' : ''}`}
        onClick={() => void flow.show()}
        data-testid="red-packet-card"
        data-red-packet-id={packet.redbag_id}
        data-opened={opened ?? ''}
      >
        <span className="red-packet-card-icon" aria-hidden="true" />
        <span className="red-packet-card-main">
          <strong data-content>{shownGreeting(t, packet.greeting)}</strong>
          <span>{state || (privateFor ? (mine ? t('waiting') : t('forYou')) : t('open'))}</span>
        </span>
        <span className="red-packet-card-foot">
          {t(packet.rain === 1 ? 'rain' : 'redPacket')}
          {privateFor && ` · ${formatCents(packet.redbagvalue)} ${coinCode(packet.cointype)}`}
        </span>
      </button>
      <RedPacketOpener
        flow={flow}
        greeting={packet.greeting}
        rulesUrl={packet.rain === 1 ? ensureHttp(server?.chat_hb_url ?? '') : ''}
      />
    </>
  );
}
