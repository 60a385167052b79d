import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCarriedHref } from '../app/navigation';

/** A router link that carries os and webclip. */
export function AppLink({
  to,
  className,
  children,
  testId,
}: {
  to: string;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  const href = useCarriedHref(to);
  return (
    <Link to={href} className={className} data-testid={testId}>
      {children}
    </Link>
  );
}
