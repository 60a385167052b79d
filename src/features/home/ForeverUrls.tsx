import { showDialog, showToast } from '../../components/overlays';
import { commonTexts } from '../../i18n/common';
import { copyText } from '../../lib/clipboard';
import { homeTexts } from './texts';

async function copy(text: string): Promise<void> {
  await copyText(text);
  showToast({ content: commonTexts.t('copied') });
}

/** The dialog listing the alternative site addresses (forever_url). */
export function showForeverUrls(urls: readonly string[]): void {
  showDialog({
    title: homeTexts.t('foreverTitle'),
    closeOnMaskClick: true,
    content: (
      <div className="forever" data-testid="forever-dialog">
        <p className="muted">{homeTexts.t('foreverHint')}</p>
        {urls.map((url) => (
          <div key={url} className="forever-row">
            <span data-content>{url}</span>
            <button type="button" onClick={() => void copy(url)}>
              {homeTexts.t('copy')}
            </button>
          </div>
        ))}
      </div>
    ),
    closeOnAction: true,
    actions: [{ key: 'ok', text: commonTexts.t('confirm') }],
  });
}
