import { Toast } from 'antd-mobile';
import { useRef } from 'react';
import { UploadError, uploadImage } from '../../api';
import { ChevronRightIcon } from '../../components';
import { session } from '../../state/session';
import { Avatar, ask, toastRefusal } from '../friends';
import { avatarProblem } from '../me';
import { groupTexts } from './texts';

/**
 * The group avatar row for those who may change it: picks a jpg or png of at most 1 MB, uploads
 * it (upload/upload.php) and sets its URL (msg_set_group_headurl_req).
 */
export function GroupAvatarRow({
  groupkey,
  headurl,
  name,
}: {
  groupkey: number;
  headurl: string;
  name: string;
}) {
  const t = groupTexts.useT();
  const input = useRef<HTMLInputElement>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) {
      Toast.show({ content: t(problem) });
      return;
    }
    let url: string;
    try {
      Toast.show({ icon: 'loading', duration: 0 });
      url = await uploadImage(file, file.name, session.uid, session.fastkey);
      Toast.clear();
    } catch (error) {
      if (!(error instanceof UploadError)) console.warn('group avatar upload failed', error);
      Toast.show({ content: t('uploadFailed') });
      return;
    }
    try {
      await ask('msg_set_group_headurl_req', { groupkey, group_headurl: url });
      Toast.show({ icon: 'success', content: t('done') });
    } catch (error) {
      toastRefusal(error);
    }
  };

  return (
    <>
      <button
        type="button"
        className="gr-item"
        onClick={() => input.current?.click()}
        data-testid="group-avatar"
      >
        <span>{t('avatar')}</span>
        <em>
          <Avatar url={headurl} name={name} seed={groupkey} size={32} />
        </em>
        <ChevronRightIcon className="fr-chevron" />
      </button>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png"
        hidden
        onChange={(e) => {
          void onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
        data-testid="group-avatar-file"
      />
    </>
  );
}
