import { errorText } from '../api/error-text.ts';
import { CUSTOMER_CLIENT_ID } from '@app/shared';
import {
  checkToken,
  getMenuGroups,
  getMenuTree,
  getPartnerPermission,
  getUserInfo,
  getVersion,
  logout,
  requestToken,
  revokeToken,
  setWorkingCompany,
  type TokenCheck,
  type TokenRequest,
} from '../api/auth.ts';
import { getSite, getStore } from '../app-context.ts';
import { startLive, stopLive } from '../live/live-channel.ts';
import { BASE, loginPath, rememberSitePath } from '../site/site.ts';
import { classifyAuthorities, type Org } from '../session/authorities.ts';
import { dropPrefetched, prefetchHome } from '../features/summary/home-prefetch.ts';
import { landingFor } from './landing.tsx';
import {
  getToken,
  setToken,
  useSession,
  type CompanyChoice,
  type UserInfo,
} from '../session/session-store.ts';
import {
  clearLocalSession,
  stopWithSession,
  SystemBusyError,
  UserInfoMessageError,
} from './local-session.ts';

/** The session flow (platform-shell §4.1) and sign-out (§4.2). */

export {
  clearLocalSession,
  installSessionHooks,
  SystemBusyError,
  UserInfoMessageError,
} from './local-session.ts';
/** The sign-in page's slider challenge comes with the sign-in calls (loaded when the form is used). */
export { requestSliderChallenge } from '../api/auth.ts';
/** Where a sign-in goes once the session is in (the user's landing). */
export { sessionLanding } from './landing.tsx';

// the live channel is started here (loadSession) and ends with the session
stopWithSession(stopLive);
stopWithSession(dropPrefetched);

/** Sign-in: token call, token check, then the session (user info, permissions, company, menus). */
export async function signIn(
  input: TokenRequest,
  partnerPath: string | null,
  redirect?: string,
): Promise<void> {
  const answer = await requestToken(input);
  setToken(answer.access_token, answer.expires_in);
  rememberSitePath(partnerPath);
  useSession.getState().update({
    userName: input.username,
    clientId: input.clientId,
    clientSecret: input.clientSecret,
    hasShowNeedChangePassword: false,
    // the last sign-in comes with this session's user info (loadSession), then shows once
    lastloginInfo: null,
    hasShowLastLoginInfo: false,
  });
  // an answer holding an error just keeps the token (§4.1 step 5); asked beside the user info
  const check = checkToken(answer.access_token).catch(() => undefined);
  try {
    await loadSession(check, redirect);
  } catch (error) {
    clearLocalSession();
    throw error;
  }
}

/** A stored company choice is kept only when it is this user's and one of their companies (§4.1 step 7). */
export function chooseCompany(
  stored: CompanyChoice | undefined,
  userId: number,
  companyIds: number[],
  serverCompanyId: number | null,
): CompanyChoice | undefined {
  if (stored && stored.userId === userId && companyIds.includes(stored.companyId)) return stored;
  if (!companyIds.length) return undefined;
  const id =
    serverCompanyId !== null && companyIds.includes(serverCompanyId) ? serverCompanyId : companyIds[0]!;
  return { userId, companyId: id };
}

/**
 * Loads the user info, permissions, company and menus (after sign-in, and on every page load); the
 * token check (sign-in) is asked beside the user info. Once the grants and the company are known, the
 * calls of the home the user lands on (`redirect`, else their home) start beside the menus.
 */
export async function loadSession(check?: Promise<TokenCheck | undefined>, redirect?: string): Promise<void> {
  let body;
  let checked: TokenCheck | undefined;
  try {
    [body, checked] = await Promise.all([getUserInfo(), check]);
  } catch (error) {
    throw new SystemBusyError(errorText(error));
  }
  const info = body.data;
  if (body.code !== 0 || !info) {
    if (!info && body.message) throw new UserInfoMessageError(body.message);
    throw new SystemBusyError(body.message ?? '');
  }
  const session = useSession.getState();
  const isPartner = info.client_id === CUSTOMER_CLIENT_ID;
  let roles: string[];
  let roleNames: string[];
  let resource;
  let station: Org[];
  let orgs: Org[];
  if (isPartner) {
    const permission = await getPartnerPermission();
    roles = permission.roles.map((r) => r.code);
    roleNames = permission.roles.map((r) => r.name || r.code);
    resource = [...permission.resources].sort((a, b) => b.id - a.id);
    station = permission.stations;
    orgs = permission.orgs;
  } else {
    const classified = classifyAuthorities(checked?.authorities ?? info.authorities);
    roles = classified.roles;
    roleNames = classified.roleNames;
    resource = classified.resources;
    station = classified.orgs;
    orgs = info.org.length ? info.org : classified.orgs;
  }

  const companyIds = orgs.flatMap((o) => o.companies.map((c) => c.id));
  let company = chooseCompany(session.company, info.user_id, companyIds, info.company_id);
  if (company && company.companyId !== info.company_id) {
    try {
      await setWorkingCompany({ company_id: company.companyId });
    } catch {
      company = undefined;
    }
  }

  prefetchHome(landingFor(resource, redirect), new Set(resource.map((r) => r.code)));
  const [menuTree, menuGroups, version] = await Promise.all([
    getMenuTree(),
    session.menuGroups.length ? Promise.resolve(session.menuGroups) : getMenuGroups(),
    getVersion().catch(() => undefined),
  ]);
  const groupNos = [...info.groupNumbers].sort((a, b) => Number(b) - Number(a) || b.localeCompare(a));

  session.update({
    userId: info.user_id,
    userName: info.username,
    name: info.name,
    avatar: info.avatar_url,
    introduction: info.introduction,
    clientId: info.client_id,
    roles,
    roleNames,
    resource,
    station,
    orgs,
    userInfo: info,
    appName: getSite().name,
    menuTree,
    menuGroups,
    groupNos,
    groupId: session.groupId && groupNos.includes(session.groupId) ? session.groupId : undefined,
    company,
    safetySta: { isWeakCipher: info.isWeakCipher, pwdModified3MonthsAgo: info.pwdModified3MonthsAgo },
    warehouseCodes: info.warehouse_codes,
    companyWarehouse: info.company_warehouse,
    customerWarehouseCodes: info.wms_customer_warehouse_codes,
    managePartnerCode: info.managePartnerCode,
    customerCode: info.customer_code,
    lastloginInfo: info.lastLoginInfo ?? null,
    version: version?.version,
  });
  session.setHasGetInfo(true);
  startLive();
}

/**
 * Whether the user must change the password (weak, or reset by an administrator) or should
 * (internal client only: unchanged for more than 3 months).
 */
export function passwordPrompt(
  info:
    Pick<UserInfo, 'isWeakCipher' | 'pwdModified3MonthsAgo' | 'mustChangePassword' | 'client_id'> | undefined,
): 'forced' | 'recommended' | null {
  if (!info) return null;
  if (info.isWeakCipher || info.mustChangePassword) return 'forced';
  if (info.client_id !== CUSTOMER_CLIENT_ID && info.pwdModified3MonthsAgo) return 'recommended';
  return null;
}

function siteRoot(): string {
  return getSite().code === 'partner' ? `${BASE}${loginPath(getSite())}` : '/';
}

/**
 * Sign-out (§4.2): closes all tabs, clears the stored session (keeping the company),
 * revokes the token and calls logout; then loads the site root.
 */
export async function signOut(): Promise<void> {
  const token = getToken();
  clearLocalSession();
  if (token) {
    await revokeToken(token).catch(() => undefined);
    await logout(token).catch(() => undefined);
  }
  rememberSitePath(null);
  await getStore().flush();
  window.location.href = siteRoot();
}

/** After a password change the server has ended every session: forget ours and sign in again. */
export async function endSessionAndSignIn(): Promise<void> {
  clearLocalSession();
  await getStore().flush();
  window.location.href = `${BASE}${loginPath(getSite())}`;
}
