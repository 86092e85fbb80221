import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../layout/route-meta.ts';
import { usePageTitle } from './RouteEffects.tsx';

/** The title of the page behind sign-in at this location: its route's (menu or fixed) title. */
export function RouteTitle() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  usePageTitle(meta.helper ? undefined : meta.titleKey ? t(meta.titleKey) : meta.title);
  return null;
}
