import { ImageUploader, type ImageUploadItem, Input, Toast } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { HOST_APPLY_LIMITS } from '../../../protocol/mainApiLive';
import { uploadImage } from '../../api';
import { session } from '../../state/session';
import { liveTexts } from './texts';

/**
 * A room cover's upload for antd-mobile's ImageUploader: the picture goes to the upload endpoint,
 * `failed` is shown when it does not; `uploading` says one is under way. NOTE: the kit shows the
 * picture at once but gives the form its address only once uploaded: a form sent meanwhile had
 * no cover and said a field was missing, so the forms wait while `uploading`.
 */
export function useCoverUpload(failed: string): {
  upload: (file: File) => Promise<ImageUploadItem>;
  uploading: boolean;
} {
  const [under, setUnder] = useState(0);
  const upload = useCallback(
    async (file: File) => {
      setUnder((n) => n + 1);
      try {
        return { url: await uploadImage(file, file.name, session.uid, session.fastkey) };
      } catch (error) {
        Toast.show({ content: failed });
        throw error;
      } finally {
        setUnder((n) => n - 1);
      }
    },
    [failed],
  );
  return { upload, uploading: under > 0 };
}

/** A room's title and cover, as the host application and /golive's room edit ask for them. */
export function RoomFields({
  title,
  onTitle,
  cover,
  onCover,
  upload,
  titleTestId,
  coverTestId,
}: {
  title: string;
  onTitle: (title: string) => void;
  cover: ImageUploadItem[];
  onCover: (cover: ImageUploadItem[]) => void;
  upload: (file: File) => Promise<ImageUploadItem>;
  titleTestId: string;
  coverTestId: string;
}) {
  const t = liveTexts.useT();
  return (
    <>
      <span className="golive-label">{t('roomTitle')}</span>
      <Input
        value={title}
        onChange={onTitle}
        maxLength={HOST_APPLY_LIMITS.title}
        placeholder={t('roomTitleHint')}
        data-testid={titleTestId}
      />
      <span className="golive-label">{t('cover')}</span>
      <ImageUploader
        value={cover}
        onChange={onCover}
        upload={upload}
        maxCount={1}
        accept="image/jpeg,image/png,image/webp"
        data-testid={coverTestId}
      />
    </>
  );
}
