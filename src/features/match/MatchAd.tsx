import { useSnapshot } from 'valtio';
import { LOG_ACTION, logAction } from '../../api/actionLog';
import { useGo } from '../../app/navigation';
import { ensureHttp } from '../../lib/text';
import { config, pictureSrc } from '../../state/config';
import { openJump } from '../home/jump';
import { matchTexts } from './texts';

/**
 * The operator's advert on a match's page, under its scoreboard (match_ad_img; a tap opens
 * match_ad_url: an app route in the app, another link in a new tab, logged as an advert click).
 * NOTE: the spec names the two fields only; under the scoreboard is where a viewer looks on every
 * tab of the page, and it pushes nothing the viewer came for off the first screen. Without a
 * picture nothing shows; without a link the picture opens nothing.
 */
export function MatchAd() {
  const t = matchTexts.useT();
  const { server } = useSnapshot(config);
  const go = useGo();
  const img = server?.match_ad_img ?? '';
  if (img === '') return null;
  const url = ensureHttp(server?.match_ad_url ?? '');
  const picture = (
    <>
      <img src={pictureSrc(img)} alt="" />
      <span className="match-ad-tag">{t('ad')}</span>
    </>
  );
  if (url === '')
    return (
      <div className="match-ad" data-testid="match-ad">
        {picture}
      </div>
    );
  const open = () => {
    logAction({ action_id: LOG_ACTION.AD_CLICK, free_id: 'match_ad', url });
    openJump(url.startsWith('/') ? { route: url } : { url }, go);
  };
  return (
    <button type="button" className="match-ad is-link" onClick={open} data-testid="match-ad">
      {picture}
    </button>
  );
}
