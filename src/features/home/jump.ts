import { JUMP_TYPE } from '../../../protocol/mainApi';
import { openWeb } from '../../app/shellBridge';
import { ensureHttp } from '../../lib/text';

/** What a banner or notice tap opens: an app route, an outside URL, or nothing. */
export type JumpTarget = { route: string } | { url: string; title: string } | null;

export function jumpTarget(item: {
  title: string;
  jump_type: number;
  jump_url: string;
  jump_room_id: number;
  jump_event_id: number;
  new_content?: { id: number };
}): JumpTarget {
  switch (item.jump_type) {
    case JUMP_TYPE.URL: {
      const url = ensureHttp(item.jump_url);
      if (!url) return null;
      return url.startsWith('/') ? { route: url } : { url, title: item.title };
    }
    case JUMP_TYPE.ROOM:
      return item.jump_room_id ? { route: `/player?id=${item.jump_room_id}` } : null;
    case JUMP_TYPE.ACTIVITY:
      return item.jump_event_id ? { route: `/activityDetail?id=${item.jump_event_id}` } : null;
    case JUMP_TYPE.NEWS: {
      const id = item.new_content?.id || item.jump_event_id;
      return id ? { route: `/NewsDetail?id=${id}` } : null;
    }
    default:
      return null;
  }
}

/**
 * Opens a jump target with the app's navigate for routes; an outside URL in a shell's in-app web
 * view under the item's title (a browser: a new tab).
 * NOTE: web rather than browser: a banner or a notice is the operator's own page (an activity, a
 * news item), read inside the app and left with the shell's back, as the app's own pages are.
 */
export function openJump(target: JumpTarget, go: (to: string) => void): void {
  if (!target) return;
  if ('route' in target) go(target.route);
  else openWeb(target.url, target.title);
}
