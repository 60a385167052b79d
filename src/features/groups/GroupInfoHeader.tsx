// The top of a group's info page: the hero (avatar, name, id, online count) and the notice.
import { Button } from 'antd-mobile';
import { Avatar } from '../../components';
import type { GroupRow } from '../../hub';
import { groupTexts } from './texts';

export function GroupHero({
  group,
  mayEdit,
  onRename,
  onChat,
}: {
  group: GroupRow;
  mayEdit: boolean;
  onRename: () => void;
  onChat: () => void;
}) {
  const t = groupTexts.useT();
  return (
    <section className="gr-hero">
      <Avatar url={group.headurl} name={group.nickname} seed={group.groupkey} size={60} />
      <div className="gr-hero-text">
        <button
          type="button"
          className="gr-hero-name"
          disabled={!mayEdit}
          onClick={onRename}
          data-testid="group-name"
        >
          <strong data-content>{group.nickname}</strong>
        </button>
        <span>
          {t('groupId', { id: group.groupkey })} · {t('online', { n: group.online_cnt })}
        </span>
      </div>
      <Button size="small" shape="rounded" color="primary" onClick={onChat}>
        {t('sendChat')}
      </Button>
    </section>
  );
}

export function GroupNotice({
  group,
  needRead,
  mayEdit,
  onRead,
  onEdit,
}: {
  group: GroupRow;
  needRead: boolean;
  mayEdit: boolean;
  onRead: () => void;
  onEdit: () => void;
}) {
  const t = groupTexts.useT();
  return (
    <section
      className={needRead ? 'section gr-notice gr-notice-new' : 'section gr-notice'}
      data-testid="group-notice"
    >
      <div className="section-title">
        {t('notice')}
        {needRead && <em className="gr-new">{t('newNotice')}</em>}
      </div>
      <p data-content>{group.groupnotify || t('noNotice')}</p>
      <div className="gr-notice-actions">
        {needRead && (
          <Button size="mini" color="primary" onClick={onRead} data-testid="group-notice-read">
            {t('markRead')}
          </Button>
        )}
        {mayEdit && (
          <Button size="mini" fill="outline" onClick={onEdit} data-testid="group-notice-edit">
            {t('edit')}
          </Button>
        )}
      </div>
    </section>
  );
}
