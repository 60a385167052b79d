import { Button, Input, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { COMMENT_MAX_CHARS } from '../../../protocol/mainApi';
import { errorText, MainApiError, useCommentMutation, useNewsComments } from '../../api';
import { Avatar } from '../../components';
import { commonTexts } from '../../i18n/common';
import { formatMinute } from '../../lib/dateFormat';
import { emit } from '../../state/events';
import { session } from '../../state/session';
import { newsTexts } from './texts';

/** Why a comment cannot be sent, or null: 1..200 characters after trimming. */
export function commentProblem(text: string): 'commentEmpty' | 'commentTooLong' | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'commentEmpty';
  return [...trimmed].length > COMMENT_MAX_CHARS ? 'commentTooLong' : null;
}

/** The comments of an article and the box to post one. */
export function Comments({ id, count }: { id: number; count: number }) {
  const t = newsTexts.useT();
  const tc = commonTexts.useT();
  const { status } = useSnapshot(session);
  const list = useNewsComments(id, true);
  const post = useCommentMutation(id);
  const [text, setText] = useState('');
  const comments = list.data?.pages.flatMap((p) => p.list) ?? [];

  const send = async () => {
    const problem = commentProblem(text);
    if (problem) {
      Toast.show({ content: t(problem, { n: COMMENT_MAX_CHARS }) });
      return;
    }
    try {
      await post.mutateAsync(text.trim());
      setText('');
      Toast.show({ icon: 'success', content: t('commentSent') });
    } catch (error) {
      if (error instanceof MainApiError && error.code === 401) emit('showLogin', {});
      Toast.show({ content: errorText(error) });
    }
  };

  return (
    <section className="section comments" data-testid="comments">
      <div className="section-title">
        {t('comments')}
        <span className="muted comments-count">
          {t('commentCount', { n: Math.max(count, comments.length) })}
        </span>
      </div>
      {list.isFetched && comments.length === 0 && <p className="comments-empty muted">{t('noComments')}</p>}
      <ul className="comment-list">
        {comments.map((c) => (
          <li key={c.id} className="comment" data-testid="comment">
            <Avatar url={c.headurl} name={c.nickname} seed={c.uid} size={34} />
            <div>
              <div className="comment-head">
                <b data-content>{c.nickname}</b>
                <time>{formatMinute(c.time)}</time>
              </div>
              <p data-content>{c.content}</p>
            </div>
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <Button fill="none" size="small" block onClick={() => void list.fetchNextPage()}>
          {tc('loading')}
        </Button>
      )}
      <div className="comment-box">
        <Input
          value={text}
          onChange={setText}
          placeholder={t('placeholder')}
          maxLength={COMMENT_MAX_CHARS + 20}
          onEnterPress={send}
          data-testid="comment-input"
        />
        <Button
          size="small"
          shape="rounded"
          className="btn-accent"
          loading={post.isPending}
          disabled={status !== 'ready'}
          onClick={send}
          data-testid="comment-send"
        >
          {t('send')}
        </Button>
      </div>
    </section>
  );
}
