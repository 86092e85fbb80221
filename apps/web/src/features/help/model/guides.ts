import { CUSTOMER_CLIENT_ID, LANGS, type Lang } from '@app/shared';
import { GUIDE_PATH } from '../../../layout/route-meta.ts';
import { headingsOf, parseMarkdown, type Block } from './markdown.ts';

/** The roles with a guide, in the order the page offers them. */
export const GUIDE_ROLES = ['clerk', 'service', 'finance', 'partner', 'admin'] as const;
export type GuideRole = (typeof GUIDE_ROLES)[number];

export const isGuideRole = (value: unknown): value is GuideRole =>
  typeof value === 'string' && (GUIDE_ROLES as readonly string[]).includes(value);

/** The shipped role templates (apps/server/src/seed/role-templates.ts) and the guide each reads. */
const ROLE_GUIDES: Record<string, GuideRole> = {
  admin: 'admin',
  clerk: 'clerk',
  ccs_admin: 'clerk',
  ccs_clerk: 'clerk',
  service: 'service',
  service_supervisor: 'service',
  yy_review: 'service',
  yy_desk: 'service',
  finance: 'finance',
  yy_admin: 'partner',
  yy_front: 'partner',
};

/** For a role an administrator made: the guide of the work its pages show (checked in this order). */
const RESOURCE_GUIDES: [prefix: string, role: GuideRole][] = [
  ['sysManage:', 'admin'],
  ['declaration', 'clerk'],
  ['bill', 'finance'],
  ['statement', 'finance'],
  ['appointment', 'service'],
  ['task', 'service'],
];

export interface GuideUser {
  roles: readonly string[];
  clientId?: string;
  resourceCodes: readonly string[];
}

/**
 * The guide a user sees first: a partner (customer client) the partner's; else the guide of the first
 * of the user's roles the product ships (administrator first), else the one its granted pages suggest,
 * else the clerk's.
 */
export function guideRoleOf(user: GuideUser): GuideRole {
  if (user.clientId === CUSTOMER_CLIENT_ID) return 'partner';
  if (user.roles.includes('admin')) return 'admin';
  for (const role of user.roles) {
    const guide = ROLE_GUIDES[role];
    if (guide) return guide;
  }
  for (const [prefix, guide] of RESOURCE_GUIDES)
    if (user.resourceCodes.some((code) => code.startsWith(prefix))) return guide;
  return 'clerk';
}

type Loader = () => Promise<string>;

/** Each guide's text, loaded when it is first read (one chunk per guide). */
const SOURCES = import.meta.glob<string>('../guides/*/*.md', { query: '?raw', import: 'default' });

function loaderOf(lang: Lang, role: GuideRole): Loader | undefined {
  return SOURCES[`../guides/${lang}/${role}.md`];
}

/** The languages and roles whose guide file is missing (empty when every guide is there). */
export function missingGuides(): string[] {
  return LANGS.flatMap((lang) =>
    GUIDE_ROLES.filter((role) => !loaderOf(lang, role)).map((r) => `${lang}/${r}`),
  );
}

const parsed = new Map<string, Promise<Block[]>>();

/**
 * The blocks of one guide in one language (parsed once; `again` loads it anew, after a failure). A guide
 * that is missing is an error, never another language's guide.
 */
export function loadGuide(lang: Lang, role: GuideRole, again = false): Promise<Block[]> {
  const key = `${lang}/${role}`;
  let blocks = again ? undefined : parsed.get(key);
  if (!blocks) {
    const load = loaderOf(lang, role);
    blocks = load ? load().then(parseMarkdown) : Promise.reject(new Error(`no guide ${key}`));
    parsed.set(key, blocks);
  }
  return blocks;
}

/** A topic of a guide: one of its headings below the title. */
export interface GuideTopic {
  role: GuideRole;
  id: string;
  title: string;
  level: 2 | 3;
}

/** The topics of every guide in a language. */
export async function loadTopics(lang: Lang): Promise<GuideTopic[]> {
  const guides = await Promise.all(
    GUIDE_ROLES.map(async (role) => ({ role, blocks: await loadGuide(lang, role) })),
  );
  return guides.flatMap(({ role, blocks }) =>
    headingsOf(blocks).flatMap((h) =>
      h.level === 1 ? [] : [{ role, id: h.id, title: h.text, level: h.level }],
    ),
  );
}

/** The address of a guide, or of one topic in it. */
export function guideLink(role: GuideRole, id?: string): string {
  return `${GUIDE_PATH}?role=${role}${id ? `#${id}` : ''}`;
}
