import { useSnapshot } from 'valtio';
import { AppLink, Avatar, Empty, FireIcon, PageHeader, Spinner } from '../../components';
import { LANG_LOCALES, useLang } from '../../i18n';
import { dateFormat } from '../../lib/dateFormat';
import { compactNumber } from '../../lib/text';
import { session } from '../../state/session';
import { RankList } from './RankList';
import { useFocusHosts, useWatchHistory } from './roomApi';
import { playerTexts } from './texts';

function Pending() {
  return (
    <div className="player-pending">
      <Spinner />
    </div>
  );
}

/** /History: the rooms watched, most recent first. */
export function HistoryPage() {
  const t = playerTexts.useT();
  const { uid } = useSnapshot(session);
  const lang = useLang();
  const history = useWatchHistory(uid);
  const watchedOn = dateFormat(LANG_LOCALES[lang], {});
  const list = history.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className="pane" data-testid="history-page">
      <PageHeader title={t('historyTitle')} />
      <div className="scroll room-rows">
        {history.isPending && uid > 0 ? (
          <Pending />
        ) : list.length === 0 ? (
          <Empty text={t('historyEmpty')} />
        ) : (
          list.map((r) => (
            <AppLink key={r.room_id} to={`/player?id=${r.room_id}`} className="room-row" testId="history-row">
              <span className="room-row-cover">
                <img src={r.room_cover} alt="" loading="lazy" />
                {r.is_live === 1 && <span className="room-row-live">{t('living')}</span>}
              </span>
              <span className="room-row-body">
                <span className="room-row-title" data-content>
                  {r.room_title}
                </span>
                <span className="room-row-host" data-content>
                  {r.nickName}
                </span>
                <span className="room-row-meta">
                  {t('watchedFor', { n: Math.max(1, Math.round(r.watch_seconds / 60)) })} ·{' '}
                  {watchedOn.format(new Date(r.watched_at * 1000))}
                </span>
              </span>
            </AppLink>
          ))
        )}
        {history.hasNextPage && (
          <button type="button" className="room-more" onClick={() => void history.fetchNextPage()}>
            …
          </button>
        )}
      </div>
    </div>
  );
}

/** /Subscribe: the followed hosts, live ones first. */
export function SubscribePage() {
  const t = playerTexts.useT();
  const lang = useLang();
  const { uid } = useSnapshot(session);
  const hosts = useFocusHosts(uid);
  const list = [...(hosts.data ?? [])].sort((a, b) => b.is_live - a.is_live || b.heat - a.heat);
  return (
    <div className="pane" data-testid="subscribe-page">
      <PageHeader title={t('subscribeTitle')} />
      <div className="scroll room-rows">
        {hosts.isPending && uid > 0 ? (
          <Pending />
        ) : list.length === 0 ? (
          <Empty text={t('subscribeEmpty')} />
        ) : (
          list.map((h) => (
            <AppLink
              key={h.uid}
              to={h.room_id > 0 ? `/player?id=${h.room_id}` : '/Subscribe'}
              className="room-row"
              testId="subscribe-row"
            >
              <Avatar url={h.headurl} name={h.nickName} seed={h.uid} size={52} className="room-row-avatar" />
              <span className="room-row-body">
                <span className="room-row-title" data-content>
                  {h.nickName}
                </span>
                <span className="room-row-host" data-content>
                  {h.room_title}
                </span>
                <span className="room-row-meta">
                  <FireIcon /> {compactNumber(h.heat, lang)} · {t('fans')} {compactNumber(h.fans, lang)}
                </span>
              </span>
              <span className={h.is_live === 1 ? 'room-row-state room-row-state-on' : 'room-row-state'}>
                {t(h.is_live === 1 ? 'living' : 'notLiving')}
              </span>
            </AppLink>
          ))
        )}
      </div>
    </div>
  );
}

/** /hotzb: the host ranking. */
export function HotHostPage() {
  const t = playerTexts.useT();
  return (
    <div className="pane" data-testid="hotzb-page">
      <PageHeader title={t('rankTitle')} />
      <div className="scroll">
        <RankList type={0} />
      </div>
    </div>
  );
}
