import { useState } from 'react';

const COLORS = ['#ff8a3d', '#3d8bff', '#16c784', '#a259ff', '#ff5a7a', '#13a8a8'];

/**
 * A round avatar: the picture, or (without one, or when it fails to load) the name's first
 * character on a colour picked from `seed` (a uid or a group key, so a person keeps their colour).
 */
export function Avatar({
  url,
  name,
  seed,
  size = 40,
  className,
}: {
  url: string;
  name: string;
  seed: number;
  size?: number;
  /** A class of the place it is shown in (a border, a margin), beside `avatar`. */
  className?: string;
}) {
  const classes = className ? `avatar ${className}` : 'avatar';
  const [broken, setBroken] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (url && !broken) {
    return (
      <img
        className={classes}
        style={style}
        src={url}
        alt=""
        loading="lazy"
        onError={() => setBroken(true)}
      />
    );
  }
  const color = COLORS[Math.abs(seed) % COLORS.length];
  return (
    <span className={`${classes} avatar-letter`} style={{ ...style, background: color }} aria-hidden="true">
      {(Array.from(name.trim())[0] ?? '?').toUpperCase()}
    </span>
  );
}
