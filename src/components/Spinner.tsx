import type { CSSProperties } from 'react';
import { commonTexts } from '../i18n/common';
import './spinner.css';

interface SpinnerProps {
  /** 'primary' (the theme's colour, the default), or any CSS colour. */
  color?: string;
  /** Diameter in px (32 unless told). */
  size?: number;
  className?: string;
  /** Beside words that already say it is loading: hidden from assistive technology. */
  decorative?: boolean;
}

/**
 * A loading ring. It shows only once the wait has lasted a second (`--loading-delay`): a shorter
 * wait gets no indicator, and no frames are drawn for it. It turns with a CSS animation of
 * `transform`, which the compositor runs: no script runs per frame.
 */
// NOTE: the UI kit's SpinLoading animates through react-spring, a script callback on every frame
// for as long as it is shown.
export function Spinner({ color = 'primary', size = 32, className, decorative = false }: SpinnerProps) {
  const t = commonTexts.useT();
  const style = {
    '--spinner-color': color === 'primary' ? 'var(--adm-color-primary)' : color,
    width: size,
    height: size,
  } as CSSProperties;
  return (
    <span
      className={className ? `spinner ${className}` : 'spinner'}
      style={style}
      {...(decorative ? { 'aria-hidden': true } : { role: 'status', 'aria-label': t('loading') })}
      data-testid="spinner"
    >
      <svg viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="13" fill="none" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </span>
  );
}
