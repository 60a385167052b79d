import { Button, ImageUploader, type ImageUploadItem, Input, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { FEEDBACK } from '../../../protocol/mainApiAccount';
import { errorText, uploadImage } from '../../api';
import { useGo } from '../../app/navigation';
import { PageHeader } from '../../components';
import { session } from '../../state/session';
import { usePointsMutation } from './pointsApi';
import { pointsTexts } from './texts';

/** Upload rules of the spec: jpg or png, at most 1 MB. */
const MAX_BYTES = 1024 * 1024;

/** /proposal: feedback with up to 4 pictures, stored on the server. */
export function ProposalPage() {
  const t = pointsTexts.useT();
  const go = useGo();
  const send = usePointsMutation('encryptionFeedback');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [images, setImages] = useState<ImageUploadItem[]>([]);

  const beforeUpload = (file: File) => {
    if (!/^image\/(jpeg|png)$/.test(file.type)) {
      Toast.show({ content: t('onlyJpgPng') });
      return null;
    }
    if (file.size > MAX_BYTES) {
      Toast.show({ content: t('fileTooBig') });
      return null;
    }
    return file;
  };

  const upload = async (file: File): Promise<ImageUploadItem> => {
    try {
      return { url: await uploadImage(file, file.name, session.uid, session.fastkey) };
    } catch (error) {
      Toast.show({ content: t('uploadFailed') });
      throw error;
    }
  };

  const submit = async () => {
    if ([...content.trim()].length < FEEDBACK.MIN_CHARS) {
      Toast.show({ content: t('feedbackShort') });
      return;
    }
    try {
      await send.mutateAsync({
        content: content.trim(),
        contact: contact.trim(),
        images: JSON.stringify(images.map((i) => i.url)),
      });
      Toast.show({ icon: 'success', content: t('feedbackOk') });
      go(-1);
    } catch (error) {
      Toast.show({ content: errorText(error) });
    }
  };

  return (
    <div className="pane" data-testid="proposal-page">
      <PageHeader title={t('proposalTitle')} backTo="/me" />
      <div className="scroll acc">
        <section className="acc-card acc-form">
          <span className="acc-label">{t('feedbackContent')}</span>
          <TextArea
            value={content}
            onChange={setContent}
            placeholder={t('feedbackPlaceholder')}
            maxLength={FEEDBACK.MAX_CHARS}
            showCount
            rows={5}
            data-testid="proposal-content"
          />
          <span className="acc-label">{t('pictures')}</span>
          <ImageUploader
            value={images}
            onChange={setImages}
            upload={upload}
            beforeUpload={beforeUpload}
            maxCount={FEEDBACK.MAX_IMAGES}
            accept="image/jpeg,image/png"
          />
          <span className="acc-label">{t('contact')}</span>
          <Input value={contact} onChange={setContact} maxLength={60} placeholder={t('contactPlaceholder')} />
          <Button
            block
            shape="rounded"
            color="primary"
            loading={send.isPending}
            onClick={submit}
            data-testid="proposal-submit"
          >
            {t('submit')}
          </Button>
        </section>
      </div>
    </div>
  );
}
