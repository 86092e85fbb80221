import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { APPOINTMENT_SITE_CODE, orderMenuGroups, pickLang } from '@app/shared';
import { getSite } from '../app-context.ts';
import { useSession } from '../session/session-store.ts';
import { groupShortTitle, groupTitle } from './menu-model.ts';

export interface ShownGroup {
  groupNo: string;
  title: string;
  /** The top bar's label (groupShortTitle). */
  shortTitle: string;
  icon?: string;
}

/**
 * The user's menu groups in the order of the top bar: customs work first, the appointment group
 * first only on the appointment site; titles in the interface language.
 */
export function useOrderedGroups(): ShownGroup[] {
  const groupNos = useSession((s) => s.groupNos);
  const menuGroups = useSession((s) => s.menuGroups);
  const lang = pickLang(useTranslation().i18n.language);
  const appointmentSite = getSite().code === APPOINTMENT_SITE_CODE;
  return useMemo(
    () =>
      orderMenuGroups(groupNos, appointmentSite).map((groupNo) => {
        const sent = menuGroups.find((g) => g.groupNo === groupNo);
        return {
          groupNo,
          title: groupTitle(groupNo, sent, lang),
          shortTitle: groupShortTitle(groupNo, sent, lang),
          ...(sent?.icon ? { icon: sent.icon } : {}),
        };
      }),
    [groupNos, menuGroups, lang, appointmentSite],
  );
}
