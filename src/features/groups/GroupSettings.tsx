import { Button, Selector, Switch, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { ADMIN_PERM } from '../../../protocol/enums';
import { type GroupRow, useHub } from '../../hub';
import { toastRefusal } from '../friends';
import { can } from './roles';
import { groupTexts } from './texts';

const LIMIT_TYPE = { info: 1, add: 2, look: 3, send: 4 } as const;
const SLOW_CHOICES = [10, 30, 60] as const;

/** Seconds of the day as "HH:MM". */
export function toClock(seconds: number): string {
  const s = Math.max(0, Math.min(86399, Math.floor(seconds)));
  return `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}`;
}

/** "HH:MM" as seconds of the day, or null when malformed. */
export function fromClock(text: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 3600 + min * 60 : null;
}

/** The limits (info, add, look, send incl. slow mode) and the forbid window, for those allowed. */
export function GroupSettings({ group, me }: { group: GroupRow; me: number }) {
  const t = groupTexts.useT();
  const hub = useHub();
  const groupkey = group.groupkey;
  const mayInfo = can(group, me, ADMIN_PERM.CHANGE_INFO);
  const mayMute = can(group, me, ADMIN_PERM.MUTE_MEMBERS);
  const [from, setFrom] = useState(toClock(group.forbidbegintm));
  const [to, setTo] = useState(toClock(group.forbidendtm));
  useEffect(() => {
    setFrom(toClock(group.forbidbegintm));
    setTo(toClock(group.forbidendtm));
  }, [group.forbidbegintm, group.forbidendtm]);

  if (!mayInfo && !mayMute) return null;

  const setLimit = async (limittype: number, limits: number) => {
    try {
      await hub.setGroupLimit(groupkey, limittype, limits);
      Toast.show({ icon: 'success', content: t('done') });
    } catch (error) {
      toastRefusal(error);
    }
  };

  const setWindow = async (on: boolean) => {
    const begin = fromClock(from);
    const end = fromClock(to);
    if (begin === null || end === null) return;
    try {
      await hub.setGroupMuteWindow(groupkey, { on, begin, end });
      Toast.show({ icon: 'success', content: t('done') });
    } catch (error) {
      toastRefusal(error);
    }
  };

  const sendValue = group.send_msg_limits;
  const sendOptions = [
    { label: t('sendAll'), value: 0 },
    { label: t('sendAdmins'), value: 1 },
    ...SLOW_CHOICES.map((n) => ({ label: `${t('sendSlow')} · ${t('slowSeconds', { n })}`, value: n })),
  ];
  if (sendValue >= 10 && !SLOW_CHOICES.includes(sendValue as (typeof SLOW_CHOICES)[number])) {
    sendOptions.push({ label: `${t('sendSlow')} · ${t('slowSeconds', { n: sendValue })}`, value: sendValue });
  }

  return (
    <section className="section gr-settings" data-testid="group-settings">
      <div className="section-title">{t('manage')}</div>
      {mayInfo && (
        <>
          <div className="gr-setting">
            <span>{t('infoLimits')}</span>
            <Selector
              columns={2}
              value={[group.info_limits]}
              onChange={(v) => v[0] !== undefined && setLimit(LIMIT_TYPE.info, v[0])}
              options={[
                { label: t('infoAdmins'), value: 0 },
                { label: t('infoAll'), value: 1 },
              ]}
            />
          </div>
          <div className="gr-setting">
            <span>{t('addLimits')}</span>
            <Selector
              columns={3}
              value={[group.add_limits]}
              onChange={(v) => v[0] !== undefined && setLimit(LIMIT_TYPE.add, v[0])}
              options={[
                { label: t('addMembers'), value: 0 },
                { label: t('addAdmins'), value: 1 },
                { label: t('addApproval'), value: 2 },
              ]}
            />
          </div>
          <div className="gr-setting">
            <span>{t('lookLimits')}</span>
            <Selector
              columns={2}
              value={[group.look_limits]}
              onChange={(v) => v[0] !== undefined && setLimit(LIMIT_TYPE.look, v[0])}
              options={[
                { label: t('lookVisible'), value: 0 },
                { label: t('lookHidden'), value: 1 },
              ]}
            />
          </div>
        </>
      )}
      {mayMute && (
        <>
          <div className="gr-setting">
            <span>{t('sendLimits')}</span>
            <Selector
              columns={2}
              value={[sendValue]}
              onChange={(v) => v[0] !== undefined && setLimit(LIMIT_TYPE.send, v[0])}
              options={sendOptions}
              data-testid="group-send-limits"
            />
          </div>
          <div className="gr-setting">
            <span className="gr-setting-row">
              {t('forbidWindow')}
              <Switch checked={group.isforbid === 1} onChange={setWindow} data-testid="group-forbid-window" />
            </span>
            <div className="gr-window">
              <label>
                {t('forbidFrom')}
                <input type="time" value={from} onChange={(e) => setFrom(e.target.value)} />
              </label>
              <label>
                {t('forbidTo')}
                <input type="time" value={to} onChange={(e) => setTo(e.target.value)} />
              </label>
              {group.isforbid === 1 && (
                <Button size="mini" color="primary" fill="outline" onClick={() => setWindow(true)}>
                  {t('save')}
                </Button>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
