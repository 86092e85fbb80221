import { Navigate, useLocation } from 'react-router';

/** /redirect/{path}: a hidden helper that re-opens a page (refresh of a tab). */
export function RedirectPage() {
  const { pathname, search } = useLocation();
  const target = pathname.replace(/^\/redirect/, '') || '/';
  return <Navigate to={target + search} replace />;
}
