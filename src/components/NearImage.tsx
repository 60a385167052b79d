import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';
import { onIdle } from '../lib/idle';

/**
 * How near the screen an image starts loading: 200 px above or below it, or beside it in a sideways
 * list. The pages scroll inside their own panels, so the margin is also the scrolling boxes' (where
 * the browser has `scrollMargin`).
 */
const MARGIN = '200px';

let observer: IntersectionObserver | undefined;
const waiting = new Map<Element, () => void>();
/** Whether the page has had its first quiet moment (images wait for it: see `NearImage`). */
let quiet = false;
let quietAsked = false;

function observe(element: Element): void {
  if (quiet) {
    observerOf().observe(element);
    return;
  }
  if (quietAsked) return;
  quietAsked = true;
  onIdle(() => {
    quiet = true;
    for (const waiter of waiting.keys()) observerOf().observe(waiter);
  }, 2000);
}

function observerOf(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const near = waiting.get(entry.target);
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
        near?.();
      }
    },
    // NOTE: `scrollMargin` (Chrome 120) widens the clip of a scrolling box, which `rootMargin`
    // leaves alone; where it is unknown, images load as they scroll into sight.
    { rootMargin: MARGIN, scrollMargin: MARGIN } as IntersectionObserverInit,
  );
  return observer;
}

function watch(element: Element, onNear: () => void): () => void {
  waiting.set(element, onNear);
  observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * An `<img>` that asks for its picture only when it comes near the screen. The browser's own
 * `loading="lazy"` starts every image within about 1,250 px at once, in one task after the first
 * layout (46 requests on the home page, 60–80 ms of the main thread on a phone); this starts the
 * few on and next to the screen, and the rest as they scroll near. Until the page's first quiet
 * moment (at most 2 s) none is asked for: the first screen's scripts and data go first on a slow
 * network. Give it a size (width and height, or CSS): before its picture it is an empty box of that
 * size.
 */
export function NearImage({ src, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  const [near, setNear] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    return watch(element, () => setNear(true));
  }, [near]);
  return <img ref={ref} src={near ? src : undefined} alt="" {...rest} />;
}
