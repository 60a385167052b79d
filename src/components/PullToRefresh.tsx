import { type ReactNode, useEffect, useRef, useState } from 'react';
import { commonTexts } from '../i18n/common';
import './pullToRefresh.css';

type Status = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** Height of the head while refreshing (px). */
const HEAD_HEIGHT = 40;
/** Pulled farther than this (px of head), a release refreshes. */
const THRESHOLD = 60;
/** How long "refreshed" shows before the head closes. */
const COMPLETE_MS = 500;
/** The head's closing transition (pullToRefresh.css). */
const CLOSE_MS = 300;
/** A finger that moved less than this (px) has not chosen a direction yet. */
const SLOP = 5;

/** The finger's distance, damped: the head follows less the farther it is pulled. */
function damped(distance: number): number {
  const dimension = HEAD_HEIGHT * 5;
  const constant = 0.5;
  return (distance * dimension * constant) / (dimension + constant * distance);
}

/** True when neither the element nor any scrolling ancestor is scrolled down. */
function atTop(target: EventTarget | null): boolean {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
    if (node.scrollTop > 0) return false;
  }
  return (document.scrollingElement?.scrollTop ?? 0) <= 0;
}

interface PullToRefreshProps {
  /** Reloads; the head shows "refreshing" until it settles. */
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * Pull down at the top of a list to reload it (the UI kit's shape: pulling, release, refreshing,
 * refreshed). A finger on a touch screen pulls; the head follows it through a style set on the
 * element, so a pull renders only when its text changes.
 */
// NOTE: the UI kit's PullToRefresh measured its sizes with two forced layouts on every render (its
// px conversion reads getBoundingClientRect) and brought a spring and a gesture library with it;
// on the home page's first load that was the costliest component of the list.
export function PullToRefresh({ onRefresh, children }: PullToRefreshProps) {
  const t = commonTexts.useT();
  const root = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('pulling');
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;

  useEffect(() => {
    const element = root.current;
    const headElement = head.current;
    if (!element || !headElement) return;
    let current: Status = 'pulling';
    let start: { x: number; y: number } | null = null;
    let pulling = false;
    let live = true;
    const show = (next: Status) => {
      current = next;
      if (live) setStatus(next);
    };
    const open = (height: number, animate: boolean) => {
      headElement.classList.toggle('ptr-animate', animate);
      headElement.style.height = `${height}px`;
    };
    const close = () => {
      open(0, true);
      setTimeout(() => {
        if (current !== 'refreshing') show('pulling');
      }, CLOSE_MS);
    };
    const run = async () => {
      open(HEAD_HEIGHT, true);
      show('refreshing');
      try {
        await refresh.current();
        show('complete');
        await new Promise((resolve) => setTimeout(resolve, COMPLETE_MS));
      } catch {
        // The list shows its own error state; the head just closes.
      }
      current = 'complete';
      close();
    };

    const onStart = (event: TouchEvent) => {
      // A second finger during a pull changes nothing: the pull ends when a finger lifts.
      if (pulling) return;
      const touch = event.touches[0];
      start =
        event.touches.length === 1 && touch && current === 'pulling'
          ? { x: touch.clientX, y: touch.clientY }
          : null;
      pulling = false;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      if (!pulling) {
        if (Math.abs(dx) < SLOP && Math.abs(dy) < SLOP) return;
        // Up, sideways or away from the top: the list scrolls as usual.
        if (dy <= 0 || Math.abs(dx) > Math.abs(dy) || !atTop(event.target)) {
          start = null;
          return;
        }
        pulling = true;
      }
      if (event.cancelable) event.preventDefault();
      const height = Math.max(0, damped(dy));
      open(height, false);
      const next = height > THRESHOLD ? 'canRelease' : 'pulling';
      if (next !== current) show(next);
    };
    const onEnd = () => {
      const wasPulling = pulling;
      start = null;
      pulling = false;
      if (!wasPulling) return;
      if (current === 'canRelease') void run();
      else open(0, true);
    };
    // A pull the browser took over (a system gesture, an alert) closes without reloading.
    const onCancel = () => {
      const wasPulling = pulling;
      start = null;
      pulling = false;
      if (!wasPulling) return;
      open(0, true);
      if (current !== 'pulling') show('pulling');
    };

    element.addEventListener('touchstart', onStart, { passive: true });
    // NOTE: not passive, so a pull can keep the page from scrolling or bouncing under it.
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onCancel);
    return () => {
      live = false;
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onCancel);
    };
  }, []);

  const text = {
    pulling: t('pullToRefresh'),
    canRelease: t('releaseToRefresh'),
    refreshing: t('refreshing'),
    complete: t('refreshed'),
  }[status];
  return (
    <div ref={root} className="ptr">
      <div ref={head} className="ptr-head" aria-hidden="true">
        <div className="ptr-head-content" style={{ height: HEAD_HEIGHT }}>
          {text}
        </div>
      </div>
      <div className="ptr-content">{children}</div>
    </div>
  );
}
