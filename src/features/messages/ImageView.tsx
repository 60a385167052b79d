import { ImageViewer } from '../../components/sheets';
import { chatTexts } from './texts';

/** File name for a saved picture: the last part of its address. */
function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return decodeURIComponent(path.split('/').pop() || 'image');
}

/**
 * A chat picture full screen, in the app: pinch (or Ctrl + wheel) zooms up to 4×, a tap closes, and
 * the footer saves the file.
 */
export function ImageView({ url, visible, onClose }: { url: string; visible: boolean; onClose: () => void }) {
  const t = chatTexts.useT();
  return (
    <ImageViewer
      image={url}
      visible={visible}
      onClose={onClose}
      maxZoom={4}
      classNames={{ mask: 'im-viewer-mask' }}
      renderFooter={() => (
        <div className="im-viewer-footer" data-testid="image-viewer-footer">
          <button type="button" className="im-viewer-btn" onClick={onClose} data-testid="image-close">
            {t('closeImage')}
          </button>
          <span className="im-viewer-hint">{t('zoomHint')}</span>
          <a className="im-viewer-btn" href={url} download={fileNameOf(url)} data-testid="image-save">
            {t('saveImage')}
          </a>
        </div>
      )}
    />
  );
}
