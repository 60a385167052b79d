import { startTransition, useCallback, useEffect, useState } from 'react';
import { LogoMark, Spinner } from '../../components';

/** The home loading state ends when banner and popular parts report, or after 3.5 s (spec 000 §4). */
export const HOME_LOADING_MAX_MS = 3500;

export function useHomeLoading() {
  const [banner, setBanner] = useState(false);
  const [popular, setPopular] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  // NOTE: each end of the loading state renders the whole home page again: as a transition, React
  // does it in slices instead of one task, while the first screen is still being built.
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setTimedOut(true)), HOME_LOADING_MAX_MS);
    return () => clearTimeout(timer);
  }, []);
  return {
    shown: !timedOut && !(banner && popular),
    bannerReady: useCallback(() => startTransition(() => setBanner(true)), []),
    popularReady: useCallback(() => startTransition(() => setPopular(true)), []),
  };
}

export function HomeLoading() {
  return (
    <div className="home-loading" data-testid="home-loading">
      <LogoMark className="home-loading-logo" />
      <Spinner color="#ff5a1f" size={28} />
    </div>
  );
}
