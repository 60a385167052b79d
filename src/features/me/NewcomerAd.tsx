import { LOG_ACTION, logAction } from '../../api/actionLog';
import { useGo } from '../../app/navigation';
import { openAdvertLink } from '../../app/shellBridge';
import { AdPicture } from '../../components';
import { ensureHttp } from '../../lib/text';
import { emit } from '../../state/events';

/**
 * The operator's newcomer advert on the Me page (new_ac_ad_img): a tap opens new_ac_ad_url (an app
 * route in the app, another link in the system browser), or without one the login sheet, where a
 * newcomer registers; logged as an advert click.
 * NOTE: the spec names the fields only. A "new activity" is for newcomers, so it shows to a visitor
 * not yet registered with a phone, on the page where they register; a member does not see it.
 */
export function NewcomerAd({ img, url }: { img: string; url: string }) {
  const go = useGo();
  const link = ensureHttp(url);
  const open = () => {
    if (link !== '') return openAdvertLink(link, 'new_ac', go);
    logAction({ action_id: LOG_ACTION.AD_CLICK, free_id: 'new_ac', url: '' });
    emit('showLogin', {});
  };
  return <AdPicture img={img} width={750} height={200} onOpen={open} testId="me-newcomer-ad" />;
}
