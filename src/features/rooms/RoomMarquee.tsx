import { useSnapshot } from 'valtio';
import { useGo } from '../../app/navigation';
import { openAdvertLink } from '../../app/shellBridge';
import { ensureHttp } from '../../lib/text';
import { config } from '../../state/config';

/**
 * The operator's scrolling line above the room chat (pmd_content; spec 000 §3 "pmd", a marquee). A
 * tap opens pmd_url when set (openAdvertLink: an app route in the app, any other link in the
 * system browser, logged as an advert tap). Nothing shows while pmd_content is empty.
 */
export function RoomMarquee() {
  const { server } = useSnapshot(config);
  const go = useGo();
  const text = server?.pmd_content.trim() ?? '';
  if (text === '') return null;
  const url = ensureHttp(server?.pmd_url ?? '');
  const open = () => openAdvertLink(url, 'pmd', go);
  return (
    <button
      type="button"
      className={`room-marquee${url ? ' is-link' : ''}`}
      onClick={open}
      data-testid="room-marquee"
      data-content
    >
      {/* NOTE: the line twice, side by side, so the loop never shows a gap; only the first is read out. */}
      <span className="room-marquee-track">
        <span>{text}</span>
        <span aria-hidden="true">{text}</span>
      </span>
    </button>
  );
}
