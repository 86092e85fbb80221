import { Tag } from 'antd';
import { useSession } from '../session/session-store.ts';

/** The signed-in user's roles by their names (a role without a name shows its code). */
export function RoleTags() {
  const roles = useSession((s) => s.roles);
  const roleNames = useSession((s) => s.roleNames);
  return roles.map((code, i) => <Tag key={code}>{roleNames[i] || code}</Tag>);
}
