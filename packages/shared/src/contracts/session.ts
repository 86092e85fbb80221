/**
 * Wire shapes of the sign-in session calls (token check, user info, menu groups), used by the server's
 * answers and by the web's http client alike.
 */

export interface OrgCompany {
  id: number;
  name?: string;
}

export interface Org {
  id: number;
  name: string;
  code?: string;
  companies: OrgCompany[];
}

export interface ResourceGrant {
  id: number;
  code: string;
  path: string;
  sort: number;
  clientIds: string;
  type?: string;
}

/** One authority of the token check: `SysRoleVo(code=admin, clientIds=web, name=…)` and the like. */
export interface Authority {
  authority: string;
  id: number;
}

/** GET /sys-user/info's `data`. */
export interface UserInfo {
  user_id: number;
  username: string;
  name: string;
  avatar_url: string;
  introduction: string;
  groupNumbers: string[];
  warehouse_codes: string[];
  company_warehouse: string[];
  wms_customer_warehouse_codes: string[];
  isWeakCipher: boolean;
  pwdModified3MonthsAgo: boolean;
  /** An administrator reset the password: the change is forced whatever the client. */
  mustChangePassword?: boolean;
  mobile?: string;
  email?: string;
  client_id: string;
  org: Org[];
  authorities: Authority[];
  managePartnerCode: string;
  customer_code: string;
  company_id: number | null;
}

/** One top menu group of /menu/group. */
export interface MenuGroup {
  groupNo: string;
  title: string;
  icon?: string;
}
