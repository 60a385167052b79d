import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'antd-mobile';
import { useEffect } from 'react';
import { errorText } from '../../api';
import { Empty, PageHeader, Spinner } from '../../components';
import { type RedPacketHistoryEntry, useHub, useHubState } from '../../hub';
import { dateClock } from '../../lib/dateFormat';
import { requireSocket } from '../session';
import { coinCode, formatCents } from '../wallet';
import { redPacketTexts } from './texts';

function Entries({ list, received }: { list: RedPacketHistoryEntry[]; received: boolean }) {
  const t = redPacketTexts.useT();
  if (list.length === 0) return <Empty text={t('noRecords')} />;
  return (
    <ul className="red-packet-history">
      {list.map((e) => (
        <li key={`${e.packetId}`} data-testid="red-packet-history-row">
          <span className="red-packet-card-icon" aria-hidden="true" />
          <span className="red-packet-record-main">
            <span data-content>
              {received ? t('from', { name: e.nickname || String(e.uid) }) : t('redPacket')}
            </span>
            <time>{dateClock(e.time)}</time>
          </span>
          <span className="red-packet-record-amount">
            {formatCents(e.amount)} {coinCode(e.cointype)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** /redpackets: the red packets this user sent and received, newest first. */
export function RedPacketHistoryPage() {
  const t = redPacketTexts.useT();
  const hub = useHub();
  const { uid } = useHubState();
  useEffect(() => {
    requireSocket();
  }, []);
  const history = useQuery({
    queryKey: ['redPacketHistory', uid],
    enabled: uid !== null,
    queryFn: () => hub.redPacketHistory(),
  });
  return (
    <div className="pane" data-testid="red-packet-history-page">
      <PageHeader title={t('history')} backTo="/wallet" />
      <div className="scroll">
        {history.data ? (
          <Tabs>
            <Tabs.Tab title={t('received')} key="received">
              <Entries list={history.data.received} received />
            </Tabs.Tab>
            <Tabs.Tab title={t('sent')} key="sent">
              <Entries list={history.data.sent} received={false} />
            </Tabs.Tab>
          </Tabs>
        ) : history.isError ? (
          <Empty text={errorText(history.error)} />
        ) : (
          <div className="red-packet-center">
            <Spinner />
          </div>
        )}
      </div>
    </div>
  );
}
