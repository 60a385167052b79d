import { useSnapshot } from 'valtio';
import { useGo } from '../../app/navigation';
import { openAdvertLink } from '../../app/shellBridge';
import { AdPicture } from '../../components';
import { ensureHttp } from '../../lib/text';
import { config } from '../../state/config';

/**
 * The operator's advert on a match's page, under its scoreboard (match_ad_img; a tap opens
 * match_ad_url: an app route in the app, another link in the system browser, logged as an advert click).
 * NOTE: the spec names the two fields only; under the scoreboard is where a viewer looks on every
 * tab of the page, and it pushes nothing the viewer came for off the first screen. Without a
 * picture nothing shows; without a link the picture opens nothing.
 */
export function MatchAd() {
  const { server } = useSnapshot(config);
  const go = useGo();
  const img = server?.match_ad_img ?? '';
  if (img === '') return null;
  const url = ensureHttp(server?.match_ad_url ?? '');
  const open = () => openAdvertLink(url, 'match_ad', go);
  return <AdPicture img={img} width={750} height={160} onOpen={url ? open : undefined} testId="match-ad" />;
}
