import { PagedList } from '../../components';
import type { MoneyLogEntry } from '../../hub';
import { dateClock } from '../../lib/dateFormat';
import { coinCode, formatCents, MONEY_TYPES, remarkKey, typeKey } from './money';
import { walletTexts } from './texts';
import { useMoneyLog } from './useMoneyLog';

function Row({ entry }: { entry: MoneyLogEntry }) {
  const t = walletTexts.useT();
  const name = MONEY_TYPES.includes(entry.moneytype) ? t(typeKey(entry.moneytype)) : String(entry.moneytype);
  const kind = remarkKey(entry.remarkKind);
  const detail = [entry.othername, kind && t(kind), entry.remarks].filter(Boolean).join(' · ');
  return (
    <div className="money-row" data-testid="money-row" data-moneytype={entry.moneytype}>
      <div className="money-row-main">
        <strong>{name}</strong>
        {detail && <span data-content>{detail}</span>}
        <time>{dateClock(entry.time)}</time>
      </div>
      <span className={`money-amount${entry.amount < 0 ? ' out' : ' in'}`} data-testid="money-amount">
        {formatCents(entry.amount, true)} <small>{coinCode(entry.cointype)}</small>
      </span>
    </div>
  );
}

/** The money log, newest first, with infinite loading and pull to refresh. */
export function MoneyLogList({ moneytype }: { moneytype: number }) {
  const log = useMoneyLog(moneytype);
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <PagedList
      count={entries.length}
      ready={log.isSuccess}
      hasMore={log.hasNextPage}
      loadMore={async () => {
        await log.fetchNextPage();
      }}
      refresh={async () => {
        await log.refetch();
      }}
      threshold={200}
      testId="money-log"
      unreachable={log.isError}
      retry={() => void log.refetch()}
    >
      {entries.map((e) => (
        <Row key={e.id} entry={e} />
      ))}
    </PagedList>
  );
}
