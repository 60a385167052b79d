import './followStar.css';
import { Toast } from 'antd-mobile';
import type { MouseEvent } from 'react';
import { storage } from '../../lib/storage';
import { requireSocket, useSession } from '../session';
import { useFollowMutation } from './api';
import { matchTexts } from './texts';

/** Set once the user follows a match: the socket (and its score alerts) then opens on every page. */
export const FOLLOWING_KEY = 'matchFollowing';

/** The star that follows or unfollows a match. */
export function FollowStar({ id, followed }: { id: number; followed: boolean }) {
  const t = matchTexts.useT();
  const { uid, token } = useSession();
  const mutation = useFollowMutation();
  const toggle = (e: MouseEvent) => {
    e.stopPropagation();
    if (!uid || !token) {
      Toast.show({ content: t('needLogin') });
      return;
    }
    const follow = followed ? 0 : 1;
    mutation.mutate(
      { id, follow },
      {
        onSuccess: () => {
          if (follow) {
            storage.set(FOLLOWING_KEY, true, null);
            requireSocket();
          }
          Toast.show({ content: t(follow ? 'followed' : 'unfollowed') });
        },
        onError: () => Toast.show({ content: t('followFailed') }),
      },
    );
  };
  const on = mutation.isPending ? !followed : followed;
  return (
    <button
      type="button"
      className={`follow-star${on ? ' is-on' : ''}`}
      aria-pressed={on}
      aria-label={t('follow')}
      data-testid="follow-star"
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 3.2l2.6 5.4 5.9.8-4.3 4.1 1 5.9L12 16.6l-5.2 2.8 1-5.9-4.3-4.1 5.9-.8z" />
      </svg>
    </button>
  );
}
