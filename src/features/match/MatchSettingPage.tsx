import { DotLoading, List, Switch, Toast } from 'antd-mobile';
import type { MatchSettings } from '../../../protocol/sportsApi';
import { Empty, PageHeader } from '../../components';
import { useSession } from '../session';
import { useMatchSettings, useSaveSettings } from './api';
import { SPORTS } from './SportTabs';
import { matchTexts } from './texts';

/** /matchsetting: which sports and leagues the lists show, score alerts and their sound. */
export function MatchSettingPage() {
  const t = matchTexts.useT();
  const { uid, token } = useSession();
  const query = useMatchSettings(true);
  const save = useSaveSettings();
  const data = query.data;

  const change = (next: Partial<MatchSettings>) =>
    save.mutate(next, {
      onSuccess: () => Toast.show({ content: t('saved'), duration: 1000 }),
      onError: () => Toast.show({ content: t('followFailed') }),
    });

  const body = () => {
    if (!uid || !token) return <Empty text={t('needLogin')} />;
    if (!data)
      return (
        <div className="match-loading">
          <DotLoading color="primary" />
        </div>
      );
    const toggleSport = (type: number, on: boolean) => {
      const sports = on ? [...new Set([...data.sports, type])].sort() : data.sports.filter((s) => s !== type);
      if (sports.length === 0) {
        Toast.show({ content: t('needOneSport') });
        return;
      }
      change({ sports });
    };
    const toggleLeague = (id: number, shown: boolean) =>
      change({
        hidden_leagues: shown ? data.hidden_leagues.filter((l) => l !== id) : [...data.hidden_leagues, id],
      });
    return (
      <>
        <List header={t('alerts')} className="msettings-list">
          <List.Item
            description={t('alertsHint')}
            extra={
              <Switch
                checked={data.alerts === 1}
                onChange={(on) => change({ alerts: on ? 1 : 0 })}
                data-testid="setting-alerts"
              />
            }
          >
            {t('alerts')}
          </List.Item>
          <List.Item
            extra={
              <Switch
                checked={data.sound === 1}
                disabled={data.alerts !== 1}
                onChange={(on) => change({ sound: on ? 1 : 0 })}
                data-testid="setting-sound"
              />
            }
          >
            {t('sound')}
          </List.Item>
        </List>
        <List header={t('showSports')} className="msettings-list">
          {SPORTS.map((s) => (
            <List.Item
              key={s.type}
              extra={
                <Switch
                  checked={data.sports.includes(s.type)}
                  onChange={(on) => toggleSport(s.type, on)}
                  data-testid={`setting-sport-${s.type}`}
                />
              }
            >
              {t(s.key)}
            </List.Item>
          ))}
        </List>
        {SPORTS.filter((s) => data.sports.includes(s.type)).map((s) => (
          <List key={s.type} header={`${t('leagues')} · ${t(s.key)}`} className="msettings-list">
            {data.leagues
              .filter((l) => l.type_id === s.type)
              .map((l) => (
                <List.Item
                  key={l.league_id}
                  prefix={<i className="msettings-dot" style={{ background: l.league_color }} />}
                  extra={
                    <Switch
                      checked={!data.hidden_leagues.includes(l.league_id)}
                      onChange={(on) => toggleLeague(l.league_id, on)}
                      data-testid="setting-league"
                    />
                  }
                >
                  <span data-content>{l.short_name_zh}</span>
                </List.Item>
              ))}
          </List>
        ))}
        <p className="msettings-hint">{t('leaguesHint')}</p>
      </>
    );
  };

  return (
    <div className="pane" data-testid="match-settings">
      <PageHeader title={t('settingsTitle')} />
      <div className="scroll">{body()}</div>
    </div>
  );
}
