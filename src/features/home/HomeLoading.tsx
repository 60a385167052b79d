import { useCallback, useEffect, useState } from 'react';
import { LogoMark, Spinner } from '../../components';

/** The home loading state ends when banner and popular parts report, or after 3.5 s (spec 000 §4). */
export const HOME_LOADING_MAX_MS = 3500;

export function useHomeLoading() {
  const [banner, setBanner] = useState(false);
  const [popular, setPopular] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), HOME_LOADING_MAX_MS);
    return () => clearTimeout(timer);
  }, []);
  return {
    shown: !timedOut && !(banner && popular),
    bannerReady: useCallback(() => setBanner(true), []),
    popularReady: useCallback(() => setPopular(true), []),
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
