import {
  type CSSProperties,
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import './carousel.css';
import { TAP_SLOP, useDragClickGuard } from './dragGuard';

interface CarouselProps {
  /** The slides, in order; the last one is followed by the first again. */
  slides: readonly ReactNode[];
  /** Ms between automatic turns; the carousel rests while it is touched, hovered or focused. */
  autoplayMs: number;
  direction?: 'horizontal' | 'vertical';
  /** Dots under the slides, the current one wider (horizontal carousels). */
  indicator?: boolean;
  /** A finger or mouse drags the slides (horizontal carousels). */
  swipe?: boolean;
  /** The carousel's accessible name. */
  label: string;
  className?: string;
  style?: CSSProperties;
  testId?: string;
}

/** Turn time of one slide, ms (carousel.css has the same). */
const TURN_MS = 300;
/** A drag of this share of the width turns the slide. */
const SWIPE_SHARE = 0.15;
/**
 * Slides that turn on their own and loop (the home banners and notices). The track moves with a CSS
 * transition of `transform`, which the compositor runs; a turn costs one small render, no script per
 * frame. After the last slide a copy of the first is shown, and the track jumps back to the real first
 * without a transition, so the loop never runs backwards.
 */
// NOTE: the UI kit's Swiper animates every turn with react-spring, a script callback on each frame;
// on a phone its turns kept the main thread busy every few seconds for as long as the page was open.
export function Carousel({
  slides,
  autoplayMs,
  direction = 'horizontal',
  indicator = false,
  swipe = false,
  label,
  className,
  style,
  testId,
}: CarouselProps) {
  const count = slides.length;
  // index runs 0..count (count: the copy of slide 0); `animate` is off for the jump back.
  const [index, setIndex] = useState(0);
  const [animate, setAnimate] = useState(true);
  // NOTE: while a finger drags, the track follows it through a CSS variable set on the element, not
  // through React state: a drag re-renders twice (start, end), not on every pointer move.
  const [dragging, setDragging] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const [resting, setResting] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const pointer = useRef<{ id: number; x: number; dragged: boolean } | null>(null);
  const guard = useDragClickGuard();
  const horizontal = direction === 'horizontal';

  useEffect(() => {
    if (count < 2 || resting) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') {
        setAnimate(true);
        setIndex((i) => Math.min(i + 1, count));
      }
    }, autoplayMs);
    return () => clearInterval(timer);
  }, [count, autoplayMs, resting]);

  // Slides removed (a new list shorter than the index): back to the first.
  useEffect(() => {
    if (index > count) {
      setAnimate(false);
      setIndex(0);
    }
  }, [index, count]);

  // After the jump back, transitions come on again once the jump has been drawn.
  useEffect(() => {
    if (animate) return;
    const frame = requestAnimationFrame(() => requestAnimationFrame(() => setAnimate(true)));
    return () => cancelAnimationFrame(frame);
  }, [animate]);

  // NOTE: a background tab gets no transitionend; the timer catches the copy of slide 0 instead.
  useEffect(() => {
    if (index !== count || count < 2) return;
    const timer = setTimeout(() => {
      setAnimate(false);
      setIndex(0);
    }, TURN_MS + 50);
    return () => clearTimeout(timer);
  }, [index, count]);

  if (count === 0) return null;
  const current = index % count;
  const width = () => viewport.current?.clientWidth || 1;

  const onPointerDown = (e: ReactPointerEvent) => {
    guard.pressed();
    if (!swipe || count < 2 || e.button !== 0) return;
    pointer.current = { id: e.pointerId, x: e.clientX, dragged: false };
    if (index === count) {
      setAnimate(false);
      setIndex(0);
    }
  };
  const onPointerMove = (e: ReactPointerEvent) => {
    const p = pointer.current;
    if (!p || p.id !== e.pointerId) return;
    // A mouse let go outside before the carousel took the pointer: that press is over.
    if (e.buttons === 0 && !p.dragged) {
      pointer.current = null;
      return;
    }
    const dx = e.clientX - p.x;
    if (!p.dragged && Math.abs(dx) > TAP_SLOP) {
      p.dragged = true;
      viewport.current?.setPointerCapture(e.pointerId);
      setDragging(true);
    }
    if (p.dragged) track.current?.style.setProperty('--drag', `${dx}px`);
  };
  const onPointerEnd = (e: ReactPointerEvent) => {
    const p = pointer.current;
    if (!p || p.id !== e.pointerId) return;
    pointer.current = null;
    if (!p.dragged) return;
    const dx = e.clientX - p.x;
    // The transition comes on before the finger's offset goes, so the track glides to its place.
    track.current?.classList.add('carousel-animate');
    track.current?.style.removeProperty('--drag');
    setDragging(false);
    setAnimate(true);
    if (Math.abs(dx) > width() * SWIPE_SHARE) {
      setIndex((i) => (dx < 0 ? Math.min(i + 1, count) : i === 0 ? count - 1 : i - 1));
    }
    // A drag is not a tap.
    guard.dragged();
  };

  const offset = horizontal
    ? `translate3d(calc(${-index * 100}% + var(--drag, 0px)), 0, 0)`
    : `translate3d(0, ${-index * 100}%, 0)`;
  const shown = count > 1 ? [...slides, slides[0]] : slides;
  return (
    <section
      className={`carousel carousel-${direction}${className ? ` ${className}` : ''}`}
      style={style}
      aria-roledescription="carousel"
      aria-label={label}
      data-testid={testId}
      data-index={current}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setResting(true)}
      onPointerLeave={() => setResting(false)}
      onFocus={() => setResting(true)}
      onBlur={(e) => {
        // Focus moving between the carousel's own buttons keeps it resting.
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setResting(false);
      }}
    >
      <div
        ref={viewport}
        className="carousel-viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClickCapture={guard.onClickCapture}
      >
        <div
          ref={track}
          className={`carousel-track${animate && !dragging ? ' carousel-animate' : ''}`}
          style={{ transform: offset }}
          onTransitionEnd={(e) => {
            if (e.target !== e.currentTarget || index !== count) return;
            setAnimate(false);
            setIndex(0);
          }}
        >
          {shown.map((slide, i) => {
            const visible = i === index;
            return (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: slides are positions, the copy repeats slide 0
                key={i}
                className="carousel-slide"
                aria-hidden={!visible}
                inert={!visible}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {indicator && count > 1 && (
        <div className="carousel-dots" aria-hidden="true">
          {slides.map((_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position
            <span key={i} className={i === current ? 'carousel-dot carousel-dot-active' : 'carousel-dot'} />
          ))}
        </div>
      )}
    </section>
  );
}
