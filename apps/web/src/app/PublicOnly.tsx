import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { getToken } from '../session/session-store.ts';

/** The login pages: a signed-in user goes to / (platform-shell §2.2). */
export function PublicOnly({ children }: { children: ReactNode }) {
  if (getToken()) return <Navigate to="/" replace />;
  return children;
}
