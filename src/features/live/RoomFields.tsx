import { ImageUploader, type ImageUploadItem, Input, Toast } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { HOST_APPLY_LIMITS } from '../../../protocol/mainApiLive';
import { uploadImage } from '../../api';
import { session } from '../../state/session';
import { liveTexts } from './texts';

/**
 * A room's title and cover as a form holds them (the host application and /golive's room edit):
 * `fill` sets them from a room, `filled` gives what to send (null while one is missing), and
 * `uploading` says a cover's upload is under way. NOTE: the kit shows the picture at once but gives
 * the form its address only once uploaded: a form sent meanwhile had no cover and said a field was
 * missing, so the forms wait while `uploading`.
 */
export function useRoomFields() {
  const t = liveTexts.useT();
  const failed = t('uploadFailed');
  const [title, setTitle] = useState('');
  const [cover, setCover] = useState<ImageUploadItem[]>([]);
  const [under, setUnder] = useState(0);
  const upload = useCallback(
    async (file: File): Promise<ImageUploadItem> => {
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
  const fill = useCallback((room: { room_title: string; room_cover: string }) => {
    setTitle(room.room_title);
    setCover(room.room_cover ? [{ url: room.room_cover }] : []);
  }, []);
  const roomTitle = title.trim();
  const roomCover = cover[0]?.url ?? '';
  return {
    title,
    setTitle,
    cover,
    setCover,
    upload,
    uploading: under > 0,
    fill,
    filled: roomTitle && roomCover ? { room_title: roomTitle, room_cover: roomCover } : null,
  };
}

/** The inputs of {@link useRoomFields}: the title, then the cover through the upload endpoint. */
export function RoomFields({
  fields,
  titleTestId,
  coverTestId,
}: {
  fields: ReturnType<typeof useRoomFields>;
  titleTestId: string;
  coverTestId: string;
}) {
  const t = liveTexts.useT();
  return (
    <>
      <span className="golive-label">{t('roomTitle')}</span>
      <Input
        value={fields.title}
        onChange={fields.setTitle}
        maxLength={HOST_APPLY_LIMITS.title}
        placeholder={t('roomTitleHint')}
        data-testid={titleTestId}
      />
      <span className="golive-label">{t('cover')}</span>
      <ImageUploader
        value={fields.cover}
        onChange={fields.setCover}
        upload={fields.upload}
        maxCount={1}
        accept="image/jpeg,image/png,image/webp"
        data-testid={coverTestId}
      />
    </>
  );
}
