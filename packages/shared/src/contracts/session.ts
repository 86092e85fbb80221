import { z } from 'zod';
import { okSchema, type DataOf } from './api.ts';

/**
 * Wire shapes of the sign-in session calls (token check, user info, menu groups), used by the server's
 * answers and by the web's http client alike.
 */

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
  /** The user's sign-in before this session's (null for a first sign-in): shown once, and on the personal page. */
  lastLoginInfo?: LastLoginInfo | null;
}

/** A sign-in as the login log keeps it: when, from which address, with which client (browser). */
export const lastLoginInfoSchema = z.object({
  time: z.string(),
  ip: z.string(),
  user_agent: z.string(),
});
export type LastLoginInfo = z.infer<typeof lastLoginInfoSchema>;

/** One top menu group of /menu/group. */
export interface MenuGroup {
  groupNo: string;
  title: string;
  icon?: string;
}

// ---- zod schemas of the session calls' answers (the server serialises through them) ----

const orgCompanySchema = z.looseObject({ id: z.number().int(), name: z.string().nullish() });
export type OrgCompany = z.infer<typeof orgCompanySchema>;

/** An organisation (station, department) of the user, with the companies it works for. */
export const orgSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullish(),
  companies: z.array(orgCompanySchema),
});
export type Org = z.infer<typeof orgSchema>;

/** A page, button or other resource the user holds (the menu and the buttons follow them). */
export const resourceGrantSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  path: z.string().nullable(),
  sort: z.number().int(),
  clientIds: z.string(),
  type: z.string().nullish(),
});
export type ResourceGrant = z.infer<typeof resourceGrantSchema>;
const authoritySchema = z.object({ authority: z.string(), id: z.number().int() });

/** POST /oauth/token. */
export const tokenAnswerSchema = z.object({
  access_token: z.string(),
  token_type: z.string(),
  expires_in: z.number().int(),
  scope: z.string(),
});

export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

/**
 * A drag-slider challenge (POST /oauth/slider): asked for when a sign-in answers 428 slider_required.
 * The answer is not in it: the server keeps where the gap is (and until when) under `slider_id`; the
 * client only gets the picture (`image`, a PNG data URL) with the gap drawn in it. The picture spans the
 * handle's travel: its left edge is the handle's centre at 0 %, its right edge at 100 %. The password
 * grant is sent again with slider_id, slider_position (percent of the travel where the handle was
 * released) and slider_trace (the drag, `encodeSliderTrace`), all checked once, within `expires_in` seconds.
 */
export const sliderChallengeSchema = z.object({
  slider_id: z.string(),
  image: z.string().startsWith('data:image/png;base64,'),
  expires_in: z.number().int(),
});

/** One point of a slider drag: milliseconds since the drag began and the handle's place (percent of the travel). */
export type SliderTracePoint = readonly [ms: number, percent: number];

/** Most points a slider trace may hold (the web thins a longer drag to this many). */
export const SLIDER_TRACE_MAX_POINTS = 200;

/** A drag as the sign-in sends it: `ms,percent` pairs joined by `;` (whole ms, percent to 0.1). */
export function encodeSliderTrace(points: readonly SliderTracePoint[]): string {
  return points.map(([ms, at]) => `${Math.round(ms)},${Math.round(at * 10) / 10}`).join(';');
}

/** The points of an encoded trace, or undefined when it is not one (malformed, too long, out of range). */
export function parseSliderTrace(text: string | undefined): SliderTracePoint[] | undefined {
  if (!text) return undefined;
  const parts = text.split(';');
  if (parts.length > SLIDER_TRACE_MAX_POINTS) return undefined;
  const points: SliderTracePoint[] = [];
  for (const part of parts) {
    const m = /^(\d{1,6}),(\d{1,3}(?:\.\d)?)$/.exec(part);
    if (!m) return undefined;
    const at = Number(m[2]);
    if (at > 100) return undefined;
    points.push([Number(m[1]), at]);
  }
  return points;
}

export type SliderChallenge = z.infer<typeof sliderChallengeSchema>;

/** The token check (/oauth/check_token and its aliases). */
export const tokenCheckSchema = z.object({
  active: z.boolean(),
  user_id: z.number().int(),
  user_name: z.string(),
  client_id: z.string(),
  exp: z.number().int(),
  org: z.array(orgSchema),
  authorities: z.array(authoritySchema),
});

export type TokenCheck = z.infer<typeof tokenCheckSchema>;

/** Sign-out and revoke: a code (10000 for sign-out) and a sentence. */
export const signOutAnswerSchema = z.object({ code: z.number().int(), message: z.string() });

/** GET /oos/setUser. */
export const setUserAnswerSchema = okSchema(
  z.object({
    userId: z.number().int(),
    companyId: z.number().int().nullable(),
    groupId: z.string().nullable(),
  }),
);

/** GET /sys-user/get-user-info. */
export const userInfoAnswerSchema = okSchema(
  z.object({
    user_id: z.number().int(),
    username: z.string(),
    name: z.string(),
    avatar_url: z.string(),
    introduction: z.string(),
    groupNumbers: z.array(z.string()),
    warehouse_codes: z.array(z.string()),
    company_warehouse: z.array(z.string()),
    wms_customer_warehouse_codes: z.array(z.string()),
    isWeakCipher: z.boolean(),
    pwdModified3MonthsAgo: z.boolean(),
    mustChangePassword: z.boolean().optional(),
    mobile: z.string().optional(),
    email: z.string().optional(),
    client_id: z.string(),
    org: z.array(orgSchema),
    authorities: z.array(authoritySchema),
    managePartnerCode: z.string(),
    customer_code: z.string(),
    company_id: z.number().int().nullable(),
    lastLoginInfo: lastLoginInfoSchema.nullable().optional(),
  }),
);

export type WorkingCompany = DataOf<typeof setUserAnswerSchema>;

/** GET /sys-user/get-partner-permission: the customer client's own permission source. */
export const partnerPermissionAnswerSchema = okSchema(
  z.object({
    roles: z.array(
      z.object({ id: z.number().int(), code: z.string(), name: z.string(), clientId: z.string() }),
    ),
    resources: z.array(resourceGrantSchema),
    stations: z.array(orgSchema),
    orgs: z.array(orgSchema),
    customer_code: z.string().nullable(),
  }),
);
export type PartnerPermission = DataOf<typeof partnerPermissionAnswerSchema>;
