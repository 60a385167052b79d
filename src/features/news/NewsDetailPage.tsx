import { Toast } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { errorText, MainApiError, useNewsDetail, useZanMutation } from '../../api';
import { LOG_ACTION, useLogActionOnce } from '../../api/actionLog';
import { Empty, EyeIcon, HeartIcon, PageHeader, Spinner } from '../../components';
import { formatMinute } from '../../lib/dateFormat';
import { config } from '../../state/config';
import { emit } from '../../state/events';
import { session } from '../../state/session';
import { Comments } from './Comments';
import { newsTexts } from './texts';

/** /NewsDetail?id=: the article (as text, never HTML), its likes and comments. */
export function NewsDetailPage() {
  const t = newsTexts.useT();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const validId = Number.isInteger(id) && id > 0 ? id : 0;
  const { uid } = useSnapshot(session);
  const { server } = useSnapshot(config);
  const detail = useNewsDetail(validId, uid);
  const zan = useZanMutation(validId);
  const article = detail.data;
  useLogActionOnce(
    `news:${validId}`,
    article ? { action_id: LOG_ACTION.NEWS_OR_TAB, free_id: `news:${validId}` } : undefined,
  );
  const commentsOn = server?.ball_news_comment !== 0;

  const toggleZan = async () => {
    if (!article) return;
    try {
      await zan.mutateAsync(article.is_zan ? 0 : 1);
    } catch (error) {
      if (error instanceof MainApiError && error.code === 401) emit('showLogin', {});
      Toast.show({ content: errorText(error) });
    }
  };

  return (
    <div className="pane" data-testid="news-detail">
      <PageHeader title={t('title')} />
      <div className="scroll news-detail">
        {detail.isPending && validId > 0 && (
          <div className="news-loading">
            <Spinner />
          </div>
        )}
        {(validId === 0 || detail.isError) && <Empty text={t('notFound')} />}
        {article && (
          <>
            <article className="section article">
              <h1 data-content data-testid="article-title">
                {article.title}
              </h1>
              <div className="article-meta">
                <span data-content>{t('author', { name: article.author })}</span>
                <time>{formatMinute(article.createdDate)}</time>
              </div>
              {article.imgUrl && <img className="article-cover" src={article.imgUrl} alt="" />}
              {article.content.map((paragraph, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one article, never reordered
                <p key={i} data-content>
                  {paragraph}
                </p>
              ))}
              <div className="article-foot">
                <span className="muted">
                  <EyeIcon /> {t('views', { n: article.views })}
                </span>
                <button
                  type="button"
                  className={article.is_zan ? 'zan zan-on' : 'zan'}
                  onClick={toggleZan}
                  disabled={zan.isPending}
                  data-testid="zan"
                >
                  <HeartIcon filled={article.is_zan === 1} />
                  {article.is_zan ? t('liked') : t('like')} {article.zan}
                </button>
              </div>
            </article>
            {commentsOn && <Comments id={article.id} count={article.comment_count} />}
          </>
        )}
      </div>
    </div>
  );
}
