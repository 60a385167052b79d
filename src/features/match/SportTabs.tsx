import { SPORT_TYPE } from '../../../protocol/mainApi';
import { Tabs } from '../../components';
import { matchTexts } from './texts';

export const SPORTS = [
  { type: SPORT_TYPE.FOOTBALL, key: 'football' },
  { type: SPORT_TYPE.BASKETBALL, key: 'basketball' },
  { type: SPORT_TYPE.ESPORTS, key: 'esports' },
] as const;

/** The sport tabs of the match pages; `extra` tabs (all, followed) come first. */
export function SportTabs({
  value,
  onChange,
  sports = SPORTS.map((s) => s.type),
  extra = [],
}: {
  value: string;
  onChange: (key: string) => void;
  sports?: readonly number[];
  extra?: readonly { key: string; title: string }[];
}) {
  const t = matchTexts.useT();
  return (
    <Tabs className="sport-tabs" activeKey={value} onChange={onChange} stretch={false}>
      {extra.map((e) => (
        <Tabs.Tab key={e.key} title={e.title} />
      ))}
      {SPORTS.filter((s) => sports.includes(s.type)).map((s) => (
        <Tabs.Tab key={String(s.type)} title={t(s.key)} />
      ))}
    </Tabs>
  );
}
