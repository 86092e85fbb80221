import { create } from 'zustand';
import { getStore } from '../app-context.ts';
import { getCookie, removeCookie, setCookie } from '../storage/cookies.ts';
import { TOKEN_COOKIE } from '../site/site.ts';
import type { MenuEntry, MenuGroup } from '../menu/menu-model.ts';
import type { Org, ResourceGrant } from './authorities.ts';
import type { LastLoginInfo, UserInfo } from '@app/shared';

/** The signed-in user's session (platform-shell §3.1). Never holds the password. */
export type { UserInfo };

export interface CompanyChoice {
  userId: number;
  companyId: number;
}

export interface IframePage {
  id: string;
  title: string;
  url: string;
  enabled: boolean;
  shown: boolean;
  params: Record<string, string>;
}

export interface SessionData {
  userId?: number;
  userName?: string;
  name?: string;
  avatar?: string;
  introduction?: string;
  clientId?: string;
  clientSecret?: string;
  roles: string[];
  /** The roles' names (shown to people; `roles` holds their codes). */
  roleNames: string[];
  resource: ResourceGrant[];
  station: Org[];
  orgs: Org[];
  userInfo?: UserInfo;
  local?: string;
  appName?: string;
  menuTree: MenuEntry[];
  menuGroups: MenuGroup[];
  groupNos: string[];
  groupId?: string;
  company?: CompanyChoice;
  safetySta?: { isWeakCipher: boolean; pwdModified3MonthsAgo: boolean };
  warehouseCodes: string[];
  companyWarehouse: string[];
  customerWarehouseCodes: string[];
  managePartnerCode?: string;
  customerCode?: string;
  version?: string;
  iframePages: IframePage[];
  hasShowNeedChangePassword: boolean;
  /** The sign-in before this session's (its time, address, client), shown once after the sign-in. */
  lastloginInfo?: LastLoginInfo | null;
  hasShowLastLoginInfo: boolean;
}

interface SessionState extends SessionData {
  /** Set once the user info and menus of this page load are in (not stored). */
  hasGetInfo: boolean;
  update(patch: Partial<SessionData>): void;
  setHasGetInfo(value: boolean): void;
  /** Clears every stored field except the company choice (platform-shell §4.2). */
  reset(): void;
}

const EMPTY: SessionData = {
  roles: [],
  roleNames: [],
  resource: [],
  station: [],
  orgs: [],
  menuTree: [],
  menuGroups: [],
  groupNos: [],
  warehouseCodes: [],
  companyWarehouse: [],
  customerWarehouseCodes: [],
  iframePages: [],
  hasShowNeedChangePassword: false,
  hasShowLastLoginInfo: false,
};
const ALL_KEYS: (keyof SessionData)[] = [
  'userId',
  'userName',
  'name',
  'avatar',
  'introduction',
  'clientId',
  'clientSecret',
  'roles',
  'roleNames',
  'resource',
  'station',
  'orgs',
  'userInfo',
  'local',
  'appName',
  'menuTree',
  'menuGroups',
  'groupNos',
  'groupId',
  'company',
  'safetySta',
  'warehouseCodes',
  'companyWarehouse',
  'customerWarehouseCodes',
  'managePartnerCode',
  'customerCode',
  'version',
  'iframePages',
  'hasShowNeedChangePassword',
  'lastloginInfo',
  'hasShowLastLoginInfo',
];
const SESSION_PREFIX = 'session.';

/** The stored session fields (read once at start-up from the encrypted store). */
export function readStoredSession(): Partial<SessionData> {
  const store = getStore();
  const data: Partial<SessionData> = {};
  for (const key of ALL_KEYS) {
    const value = store.get(SESSION_PREFIX + key);
    if (value !== undefined) (data as Record<string, unknown>)[key] = value;
  }
  return data;
}

function writeStored(patch: Partial<SessionData>) {
  const store = getStore();
  for (const [key, value] of Object.entries(patch)) store.set(SESSION_PREFIX + key, value);
}

export const useSession = create<SessionState>((set) => ({
  ...EMPTY,
  hasGetInfo: false,
  update(patch) {
    writeStored(patch);
    set(patch);
  },
  setHasGetInfo(value) {
    set({ hasGetInfo: value });
  },
  reset() {
    const store = getStore();
    for (const key of ALL_KEYS) if (key !== 'company') store.remove(SESSION_PREFIX + key);
    const cleared = Object.fromEntries(ALL_KEYS.map((key) => [key, EMPTY[key]])) as Partial<SessionData>;
    set((state) => ({ ...cleared, company: state.company, hasGetInfo: false }));
  },
}));

/** Fills the session store from the encrypted store (start-up). */
export function hydrateSession(): void {
  useSession.setState(readStoredSession());
}

// ---- the token: the Admin-Token cookie with its expiry ----

const TOKEN_EXPIRES = 'tokenExpires';
/** Default token lifetime: 24 hours. */
export const TOKEN_TTL_SECONDS = 86_400;

export function getToken(): string | undefined {
  const token = getCookie(TOKEN_COOKIE);
  if (!token) return undefined;
  const expires = getStore().get<number>(TOKEN_EXPIRES);
  if (expires !== undefined && expires <= Date.now()) {
    removeToken();
    return undefined;
  }
  return token;
}

export function setToken(token: string, expiresInSeconds = TOKEN_TTL_SECONDS): void {
  const expires = Date.now() + expiresInSeconds * 1000;
  setCookie(TOKEN_COOKIE, token, new Date(expires));
  getStore().set(TOKEN_EXPIRES, expires, expiresInSeconds);
}

export function removeToken(): void {
  removeCookie(TOKEN_COOKIE);
  getStore().remove(TOKEN_EXPIRES);
}
