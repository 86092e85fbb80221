import { Activity, Suspense, useRef, type ReactNode } from 'react';
import { useOutlet } from 'react-router';
import { Spin } from 'antd';
import type { RouteMeta } from './route-meta.ts';
import { useTags } from './tags-store.ts';

/**
 * Renders the current page and keeps the pages of the open tabs alive (hidden with React's
 * Activity), so going back to a tab keeps its state. Pages marked noCache are built anew;
 * refreshing a tab bumps its nonce, which builds it again.
 */
export function KeepAliveOutlet({ meta }: { meta: RouteMeta }) {
  const outlet = useOutlet();
  const visited = useTags((s) => s.visitedViews);
  const nonces = useTags((s) => s.nonces);
  const cache = useRef(new Map<string, ReactNode>());

  const cacheable = !meta.noCache && !meta.helper && !meta.outside;
  if (cacheable && outlet) cache.current.set(meta.key, outlet);
  // forget pages whose tab was closed
  const open = new Set(visited.map((v) => v.key));
  for (const key of [...cache.current.keys()]) {
    if (key !== meta.key && !open.has(key)) cache.current.delete(key);
  }

  const fallback = <Spin className="page-loading" />;
  return (
    <>
      {[...cache.current].map(([key, element]) => (
        <Activity key={`${key}#${nonces[key] ?? 0}`} mode={key === meta.key ? 'visible' : 'hidden'}>
          <Suspense fallback={fallback}>{element}</Suspense>
        </Activity>
      ))}
      {!cacheable && <Suspense fallback={fallback}>{outlet}</Suspense>}
    </>
  );
}
