import { type CSSProperties, memo, useEffect, useState } from 'react';
import type { Banner } from '../../../protocol/mainApi';
import { useGo } from '../../app/navigation';
import { Carousel } from '../../components';
import { onIdle } from '../../lib/idle';
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
  // NOTE: the first banner is asked for at once; the others (off to the side, shown one turn of
  // 4 s later at the soonest) at the page's first quiet moment, not in the first screen's task.
  const [rest, setRest] = useState(false);
  useEffect(() => (banners?.length ? onIdle(() => setRest(true), 2000) : undefined), [banners]);
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
            onClick={() => openJump(jumpTarget(b), go)}
            data-testid="banner-item"
          >
            <img
              src={i === 0 || rest ? b.cover : undefined}
              alt={b.title}
              draggable={false}
              width={750}
              height={BANNER_HEIGHT * 2}
              fetchPriority={i === 0 ? 'high' : 'auto'}
            />
          </button>
        ))}
      />
    </div>
  );
});
