import { Swiper } from 'antd-mobile';
import type { Banner } from '../../../protocol/mainApi';
import { useGo } from '../../app/navigation';
import { jumpTarget, openJump } from './jump';

/** Banner autoplay 4 s, height 170 (spec 000 §9). */
export const BANNER_AUTOPLAY_MS = 4000;
export const BANNER_HEIGHT = 170;

/** `banners` is undefined while they load: their 170 px are held, so nothing below moves (CLS). */
export function BannerSwiper({ banners }: { banners: readonly Banner[] | undefined }) {
  const go = useGo();
  if (banners === undefined) {
    return <div className="banner banner-reserved" style={{ height: BANNER_HEIGHT }} aria-hidden="true" />;
  }
  if (banners.length === 0) return null;
  return (
    <div className="banner" data-testid="banner">
      <Swiper
        autoplay
        autoplayInterval={BANNER_AUTOPLAY_MS}
        loop
        style={{ '--height': `${BANNER_HEIGHT}px`, '--border-radius': '12px' }}
        indicatorProps={{ className: 'banner-dots' }}
      >
        {banners.map((b, i) => (
          <Swiper.Item key={b.id}>
            <button
              type="button"
              className="banner-item"
              style={{ background: b.color || '#13284d' }}
              onClick={() => openJump(jumpTarget(b), go)}
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
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
