import { type CSSProperties, memo } from 'react';
import type { Banner } from '../../../protocol/mainApi';
import { LOG_ACTION, logAction } from '../../api/actionLog';
import { useGo } from '../../app/navigation';
import { Carousel } from '../../components';
import { jumpTarget, openJump } from './jump';
import { homeTexts } from './texts';

/** Banner autoplay 4 s, height 170 (spec 000 §9). */
export const BANNER_AUTOPLAY_MS = 4000;
export const BANNER_HEIGHT = 170;

/** `banners` is undefined while they load: their 170 px are held, so nothing below moves (CLS). */
export const BannerSwiper = memo(function BannerSwiper({
  banners,
}: {
  banners: readonly Banner[] | undefined;
}) {
  const go = useGo();
  const label = homeTexts.useT()('bannersLabel');
  if (banners === undefined) {
    return <div className="banner banner-reserved" style={{ height: BANNER_HEIGHT }} aria-hidden="true" />;
  }
  if (banners.length === 0) return null;
  return (
    <div className="banner">
      <Carousel
        testId="banner"
        label={label}
        autoplayMs={BANNER_AUTOPLAY_MS}
        indicator
        swipe
        style={{ '--height': `${BANNER_HEIGHT}px` } as CSSProperties}
        className="banner-carousel"
        slides={banners.map((b, i) => (
          <button
            key={b.id}
            type="button"
            className="banner-item"
            style={{ background: b.color || '#13284d' }}
            onClick={() => {
              logAction({ action_id: LOG_ACTION.AD_CLICK, free_id: `banner:${b.id}` });
              openJump(jumpTarget(b), go);
            }}
            data-testid="banner-item"
          >
            <img
              src={b.cover}
              alt={b.title}
              draggable={false}
              width={750}
              height={BANNER_HEIGHT * 2}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
            />
          </button>
        ))}
      />
    </div>
  );
});
