import { useSnapshot } from 'valtio';
import { config } from '../../state/config';
import { LiveList } from './LiveList';
import { tabTexts } from './tabTexts';

/** The player route of the late-night rooms (spec 000 §2: /mnightplayer is the same player page). */
export const NIGHT_PLAYER = '/mnightplayer';

/** The Hot tab: live rooms showing a match in play, hottest first (server/http/home.ts says what heat is). */
export function HotTab() {
  const t = tabTexts.useT();
  return (
    <LiveList
      type="hot"
      header={
        <div className="home-tab-hint" data-testid="hot-hint">
          {t('hotHint')}
        </div>
      }
    />
  );
}

/**
 * The late-night tab: the `night_url` page as an entry at the top when staff set one, then the rooms
 * staff list as late-night, opening in /mnightplayer.
 */
export function NightTab() {
  const t = tabTexts.useT();
  const { server } = useSnapshot(config);
  const url = server?.night_url ?? '';
  const header = (
    <div className="home-night-head" data-testid="night-head">
      <div className="home-night-text">
        <strong>{t('nightTitle')}</strong>
        <span>{t('nightHint')}</span>
      </div>
      {url && (
        <a
          className="home-night-open"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="night-url"
        >
          {t('nightOpen')}
        </a>
      )}
    </div>
  );
  return <LiveList type="night" header={header} player={NIGHT_PLAYER} />;
}
