import { lazy, Suspense } from 'react';
import type { ResultProps } from 'antd';

/**
 * antd's Result (its status pictures are large) for the empty and error states, loaded the first time one
 * shows: no list or page needs it to draw. Nothing is drawn while it loads.
 */
const Result = lazy(() => import('antd/es/result'));

export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
