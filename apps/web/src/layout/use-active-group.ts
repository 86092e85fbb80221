import { useCallback, useEffect } from 'react';
import { setWorkingCompany } from '../api/auth.ts';
import { useOrderedGroups } from '../menu/use-menu-groups.ts';
import { useSession } from '../session/session-store.ts';
import { useRouteMeta } from './route-meta.ts';

/**
 * The menu group shown in the sidebar (platform-shell §2.5): chosen in the top bar, and
 * following the groupNo of the current page. It is also the Group-Id header of every call.
 */
export function useActiveGroup(): [string | undefined, (groupNo: string) => void] {
  const groupNos = useSession((s) => s.groupNos);
  const groupId = useSession((s) => s.groupId);
  const update = useSession((s) => s.update);
  const meta = useRouteMeta();
  // the first group of the top bar (customs work first; appointments first on the appointment site)
  const firstGroup = useOrderedGroups()[0]?.groupNo;

  const choose = useCallback(
    (groupNo: string) => {
      if (groupNo === useSession.getState().groupId) return;
      update({ groupId: groupNo });
      // the server keeps the token's group too; a failure changes nothing on screen
      void setWorkingCompany({ groupId: groupNo }).catch(() => undefined);
    },
    [update],
  );

  // a newly opened page brings its group along (a choice in the top bar holds until then)
  const pageGroup = meta.groupNo && groupNos.includes(meta.groupNo) ? meta.groupNo : undefined;
  useEffect(() => {
    if (pageGroup) choose(pageGroup);
  }, [meta.key, pageGroup, choose]);
  useEffect(() => {
    if (!groupId && firstGroup) choose(firstGroup);
  }, [groupId, firstGroup, choose]);

  return [groupId ?? firstGroup, choose];
}
