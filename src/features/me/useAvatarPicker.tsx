import { Toast } from 'antd-mobile';
import { type ReactElement, useRef } from 'react';
import { UploadError, uploadImage } from '../../api';
import { session } from '../../state/session';
import { avatarProblem } from './profileRules';
import { meTexts } from './texts';

/**
 * Picking an avatar (one's own or a group's): a jpg or png of at most 1 MB (spec 000 §5) is
 * uploaded to upload/upload.php, then handed to `onUploaded` with its URL. Refusals and upload
 * failures show their texts. Render `input` once; `open()` shows the file chooser.
 */
export function useAvatarPicker(onUploaded: (url: string) => Promise<void>): {
  open(): void;
  input: ReactElement;
} {
  const t = meTexts.useT();
  const ref = useRef<HTMLInputElement>(null);

  const pick = async (file: File | undefined) => {
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
      if (!(error instanceof UploadError)) console.warn('avatar upload failed', error);
      Toast.show({ content: t('uploadFailed') });
      return;
    }
    await onUploaded(url);
  };

  const input = (
    <input
      ref={ref}
      type="file"
      accept="image/jpeg,image/png"
      hidden
      data-testid="avatar-file"
      onChange={(e) => {
        void pick(e.target.files?.[0]);
        e.target.value = '';
      }}
    />
  );
  return { open: () => ref.current?.click(), input };
}
