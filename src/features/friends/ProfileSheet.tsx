import { Button, Input } from 'antd-mobile';
import { isServiceUid } from '../../../protocol/enums';
import { useGo } from '../../app/navigation';
import { Avatar } from '../../components';
import { Popup } from '../../components/sheets';
import { useHubState } from '../../hub';
import { commonTexts } from '../../i18n/common';
import { chatPath } from '../../lib/paths';
import { AddFriendSheet } from './AddFriendSheet';
import { friendTexts } from './texts';
import { type ProfileSheetState, useProfileSheet } from './useProfileSheet';

/** Who the sheet shows: any user by uid (a friend gets the friend's actions). */
export type ProfileTarget = { uid: number };

/** Send message or add friend, the alias, the black-list switch and delete. */
function ProfileActions({ sheet }: { sheet: ProfileSheetState }) {
  const t = friendTexts.useT();
  const go = useGo();
  const { uid, friend, info, blacklisted, editing } = sheet;
  return (
    <div className="fr-profile-actions">
      {friend || isServiceUid(uid) ? (
        <Button
          block
          color="primary"
          shape="rounded"
          onClick={() => go(chatPath(uid))}
          data-testid="profile-send"
        >
          {t('sendMessage')}
        </Button>
      ) : (
        <Button
          block
          color="primary"
          shape="rounded"
          disabled={!info?.fid}
          onClick={() => sheet.setAdding(true)}
          data-testid="profile-add"
        >
          {t('addFriend')}
        </Button>
      )}
      <div className="fr-profile-more">
        {friend && (
          <button type="button" onClick={() => sheet.setEditing(!editing)} data-testid="profile-alias">
            {t('setAlias')}
          </button>
        )}
        <button
          type="button"
          disabled={blacklisted === 'loading'}
          onClick={sheet.toggleBlacklist}
          data-testid="profile-blacklist"
          data-state={String(blacklisted)}
        >
          {blacklisted === 'failed'
            ? t('blacklistRetry')
            : blacklisted === true
              ? t('blacklistRemove')
              : t('blacklistAdd')}
        </button>
        {friend && (
          <button type="button" className="danger" onClick={sheet.remove} data-testid="profile-delete">
            {t('deleteFriend')}
          </button>
        )}
      </div>
    </div>
  );
}

/** The avatar, names, fid, sign and region. */
function ProfileFacts({ sheet }: { sheet: ProfileSheetState }) {
  const t = friendTexts.useT();
  const { uid, info, friend, blacklisted } = sheet;
  const nickname = info?.nickname ?? friend?.nickname ?? '';
  const shown = friend?.alias || nickname || String(uid);
  return (
    <>
      <div className="fr-profile-head">
        <Avatar url={info?.headurl ?? friend?.headurl ?? ''} name={shown} seed={uid} size={64} />
        <div className="fr-profile-names">
          <strong data-content data-testid="profile-name">
            {shown}
          </strong>
          {friend?.alias && nickname && <span data-content>{nickname}</span>}
          <span>{t('fid', { fid: info?.fid ?? friend?.fid ?? '' })}</span>
        </div>
        {blacklisted === true && <span className="fr-tag fr-tag-danger">{t('inBlacklist')}</span>}
      </div>
      <dl className="fr-profile-facts">
        <dt>{t('sign')}</dt>
        <dd data-content>{info?.sign || t('noSign')}</dd>
        <dt>{t('region')}</dt>
        <dd data-content>{info?.region || t('unknownRegion')}</dd>
      </dl>
    </>
  );
}

/**
 * Another user's profile: avatar, nickname, fid, sign, region. A friend gets send message, alias
 * and delete; anyone else add friend (a service account send message, as anyone may message it);
 * every other user the black-list switch.
 */
export function ProfileSheet({ target, onClose }: { target: ProfileTarget | null; onClose: () => void }) {
  const t = friendTexts.useT();
  const tc = commonTexts.useT();
  const me = useHubState().uid ?? 0;
  const sheet = useProfileSheet(target?.uid ?? 0, onClose);
  const { uid, info, friend, editing } = sheet;

  return (
    <>
      <Popup visible={target !== null} onMaskClick={onClose} onClose={onClose} bodyClassName="fr-sheet">
        {target && (
          <div className="fr-sheet-body" data-testid="profile-sheet">
            <ProfileFacts sheet={sheet} />
            {friend && editing && (
              <div className="fr-alias-edit">
                <Input
                  value={sheet.alias}
                  onChange={sheet.setAlias}
                  maxLength={32}
                  clearable
                  placeholder={t('aliasPlaceholder')}
                  data-testid="profile-alias-input"
                />
                <Button
                  size="small"
                  color="primary"
                  onClick={sheet.saveAlias}
                  data-testid="profile-alias-save"
                >
                  {tc('confirm')}
                </Button>
              </div>
            )}
            {uid !== me && <ProfileActions sheet={sheet} />}
          </div>
        )}
      </Popup>
      <AddFriendSheet
        key={info?.fid ?? 0}
        visible={sheet.adding}
        initial={{ mode: 'fid', value: String(info?.fid ?? '') }}
        onClose={() => sheet.setAdding(false)}
      />
    </>
  );
}
