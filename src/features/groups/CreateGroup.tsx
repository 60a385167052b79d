import { Button, Checkbox, Input, Toast } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useGo } from '../../app/navigation';
import { Avatar, Empty, PageHeader } from '../../components';
import { useHub } from '../../hub';
import { groupPath } from '../../lib/paths';
import { displayName, groupByLetter, toastRefusal, useFriendDirectory } from '../friends';
import { groupTexts } from './texts';

/** /group without an id: pick friends and a name, then create the group. */
export function CreateGroup() {
  const t = groupTexts.useT();
  const go = useGo();
  const hub = useHub();
  const { friends } = useFriendDirectory();
  const [picked, setPicked] = useState<number[]>([]);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const sections = useMemo(() => groupByLetter(friends, displayName), [friends]);

  const create = async () => {
    setBusy(true);
    try {
      const group = await hub.createGroup(picked, name.trim());
      Toast.show({ icon: 'success', content: t('created') });
      go(groupPath(group.groupkey), { replace: true });
    } catch (error) {
      toastRefusal(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pane gr-page" data-testid="group-create">
      <PageHeader title={t('createTitle')} />
      <div className="scroll">
        <section className="section gr-name">
          <div className="section-title">{t('groupName')}</div>
          <div className="gr-name-field">
            <Input
              value={name}
              onChange={setName}
              maxLength={64}
              clearable
              placeholder={t('groupNamePlaceholder')}
              data-testid="group-create-name"
            />
          </div>
        </section>
        <section className="section">
          <div className="section-title">{t('pickFriends')}</div>
          {friends.length === 0 && <Empty text={t('noFriends')} />}
          <Checkbox.Group value={picked} onChange={(v) => setPicked(v as number[])}>
            {sections.map(([letter, list]) => (
              <div key={letter}>
                <div className="gr-letter">{letter}</div>
                {list.map((f) => (
                  <Checkbox
                    className="gr-pick"
                    key={f.uid}
                    value={f.uid}
                    data-testid="group-pick"
                    data-uid={f.uid}
                  >
                    <span className="gr-pick-body">
                      <Avatar url={f.headurl} name={displayName(f)} seed={f.uid} size={36} />
                      <span data-content>{displayName(f)}</span>
                    </span>
                  </Checkbox>
                ))}
              </div>
            ))}
          </Checkbox.Group>
        </section>
      </div>
      <div className="gr-footer">
        <Button
          block
          color="primary"
          shape="rounded"
          disabled={picked.length === 0}
          loading={busy}
          onClick={create}
          data-testid="group-create-submit"
        >
          {t('create', { n: picked.length })}
        </Button>
      </div>
    </div>
  );
}
