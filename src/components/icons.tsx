import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const base = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
};

export function HomeIcon(p: IconProps) {
  return (
    <svg aria-hidden="true" {...base} {...p}>
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5" />
    </svg>
  );
}

export function TrophyIcon(p: IconProps) {
  return (
    <svg aria-hidden="true" {...base} {...p}>
      <path d="M8 4h8v5a4 4 0 0 1-8 0V4Z" />
      <path d="M16 5h3v2a3 3 0 0 1-3 3M8 5H5v2a3 3 0 0 0 3 3" />
      <path d="M12 13v4M8.5 21h7M9.5 17h5l.5 4h-6l.5-4Z" />
    </svg>
  );
}

export function ChatIcon(p: IconProps) {
  return (
    <svg aria-hidden="true" {...base} {...p}>
      <path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z" />
      <path d="M8 10h.01M12 10h.01M16 10h.01" strokeWidth={2.6} />
    </svg>
  );
}

export function FriendsIcon(p: IconProps) {
  return (
    <svg aria-hidden="true" {...base} {...p}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
    </svg>
  );
}

export function UserIcon(p: IconProps) {
  return (
    <svg aria-hidden="true" {...base} {...p}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  );
}

export function SearchIcon(p: IconProps) {
  return (
    <svg aria-hidden="true" {...base} {...p}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

export function FireIcon(p: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" {...p}>
      <path d="M12 2s1 3.5-1.5 6.5C8.7 10.7 7 12.4 7 15a5 5 0 0 0 10 0c0-2-1-3.4-1.8-4.2.2 1.6-.5 2.7-1.4 3.2.5-3.8-1.8-8.3-1.8-12Z" />
    </svg>
  );
}

export function ServiceIcon(p: IconProps) {
  return (
    <svg aria-hidden="true" {...base} {...p}>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19a3 3 0 0 1-3 3h-3" />
    </svg>
  );
}

export function LiveIcon(p: IconProps) {
  return (
    <svg aria-hidden="true" {...base} {...p}>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="m10 10 4.5 2.5L10 15v-5Z" fill="currentColor" />
      <path d="m8 3 4 3 4-3" />
    </svg>
  );
}

export function ArrowUpIcon(p: IconProps) {
  return (
    <svg aria-hidden="true" {...base} {...p}>
      <path d="M12 19V5M5 12l7-7 7 7" />
    </svg>
  );
}

export function CloseIcon(p: IconProps) {
  return (
    <svg aria-hidden="true" {...base} {...p}>
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

export function ChevronRightIcon(p: IconProps) {
  return (
    <svg aria-hidden="true" {...base} {...p}>
      <path d="m9 6 6 6-6 6" />
    </svg>
  );
}

export function HeartIcon({ filled, ...p }: IconProps & { filled?: boolean }) {
  return (
    <svg aria-hidden="true" {...base} fill={filled ? 'currentColor' : 'none'} {...p}>
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
    </svg>
  );
}

export function EyeIcon(p: IconProps) {
  return (
    <svg aria-hidden="true" {...base} {...p}>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

export function DownloadIcon(p: IconProps) {
  return (
    <svg aria-hidden="true" {...base} {...p}>
      <path d="M12 3v12M7 10l5 5 5-5M4 20h16" />
    </svg>
  );
}

/** The product mark (the app icon). */
export function LogoMark({ className }: { className?: string }) {
  return <img src="/icon.svg" alt="" className={className} draggable={false} />;
}
