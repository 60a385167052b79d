import { Dialog, Input, List, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Avatar, PageHeader, UserIcon, useUserName } from '../../components';
import { commonTexts } from '../../i18n/common';
import { storage } from '../../lib/storage';
import { session } from '../../state/session';
import { type ProfileField, ProfileUpdateError, setProfileField, updateUser } from '../session';
import { dayKey, nicknameProblem, signProblem } from './profileRules';
import { meTexts } from './texts';
import { useAvatarPicker } from './useAvatarPicker';

const NICK_DAY_KEY = 'nickChangedDay';

function EditDialogBody({ initial, onChange }: { initial: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <Input
      className="edit-input"
      value={value}
      autoFocus
      clearable
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

/** /selfinfo: avatar, nickname and signature with the rules of spec 000 §5. */
export function SelfInfoPage() {
  const t = meTexts.useT();
  const tc = commonTexts.useT();
  const name = useUserName();
  const s = useSnapshot(session);
  const user = s.user;

  const save = async (field: ProfileField, value: string): Promise<boolean> => {
    try {
      await setProfileField(field, value);
      updateUser({ [field]: value });
      Toast.show({ icon: 'success', content: t('saved') });
      return true;
    } catch (error) {
      // NOTE: a refusal by the server names its own reason; only a call that never got an answer
      // is a connection problem worth retrying.
      const refused = error instanceof ProfileUpdateError && error.result !== undefined;
      const reason = refused ? error.message : t('notReady');
      Toast.show({ content: t('saveFailed', { reason }) });
      return false;
    }
  };

  const edit = (field: 'nickname' | 'sign') => {
    const current = (field === 'nickname' ? user?.nickname : user?.sign) ?? '';
    let draft = current;
    let busy = false;
    // NOTE: Dialog.show with our own actions: a refusal keeps the dialog open without throwing
    // (Dialog.confirm's onConfirm can only keep it open by rejecting, an uncaught error).
    const dialog = Dialog.show({
      title: t(field),
      content: <EditDialogBody initial={current} onChange={(v) => (draft = v)} />,
      actions: [
        [
          { key: 'cancel', text: tc('cancel'), onClick: () => dialog.close() },
          {
            key: 'save',
            text: t('save'),
            bold: true,
            onClick: async () => {
              if (busy) return;
              const problem =
                field === 'nickname'
                  ? nicknameProblem(draft, current, storage.get<string>(NICK_DAY_KEY), dayKey())
                  : signProblem(draft, current);
              if (problem) {
                Toast.show({ content: t(problem) });
                return;
              }
              busy = true;
              const saved = await save(field, draft.trim());
              busy = false;
              if (!saved) return;
              if (field === 'nickname') storage.set(NICK_DAY_KEY, dayKey());
              dialog.close();
            },
          },
        ],
      ],
    });
  };

  const avatar = useAvatarPicker(async (url) => {
    await save('headurl', url);
  });

  return (
    <div className="pane" data-testid="selfinfo-page">
      <PageHeader title={t('profile')} />
      <div className="scroll">
        <List mode="card" className="me-list">
          <List.Item
            onClick={avatar.open}
            extra={
              <span className="selfinfo-avatar">
                {user ? (
                  <Avatar url={user.headurl} name={name(user)} seed={user.uid} size={44} />
                ) : (
                  <UserIcon />
                )}
              </span>
            }
          >
            {t('avatar')}
          </List.Item>
          <List.Item
            extra={
              <span data-content data-testid="selfinfo-nickname-value">
                {user && name(user)}
              </span>
            }
            onClick={() => edit('nickname')}
            data-testid="selfinfo-nickname"
          >
            {t('nickname')}
          </List.Item>
          <List.Item
            extra={<span data-content>{user?.sign || t('noSign')}</span>}
            onClick={() => edit('sign')}
          >
            {t('sign')}
          </List.Item>
          <List.Item extra={s.isYk ? t('notBound') : `+${s.zone} ${s.phone}`}>{t('phone')}</List.Item>
        </List>
        {avatar.input}
      </div>
    </div>
  );
}
