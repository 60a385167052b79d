import type { ReactNode } from 'react';
import { errorText } from '../../api';
import { Empty, Spinner } from '../../components';

/** A query's loading spinner, its error text, or its content. */
export function Pending({
  loading,
  error,
  children,
}: {
  loading: boolean;
  error: unknown;
  children: ReactNode;
}) {
  if (error) return <Empty text={errorText(error)} />;
  if (loading)
    return (
      <div className="acc-pending">
        <Spinner />
      </div>
    );
  return <>{children}</>;
}
