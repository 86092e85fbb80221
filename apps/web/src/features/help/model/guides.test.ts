import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildResourceTree, CUSTOMER_CLIENT_ID, flattenResources, LANGS } from '@app/shared';
import { FIXED_ROUTES } from '../../../layout/route-meta.ts';
import {
  GUIDE_ROLES,
  guideLink,
  guideRoleOf,
  loadGuide,
  loadTopics,
  missingGuides,
  type GuideRole,
} from './guides.ts';
import { headingsOf, type Block, type Inline } from './markdown.ts';

const SOURCES = import.meta.glob<string>('../guides/*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const PUBLIC_HELP = path.resolve(import.meta.dirname, '../../../../public/help');
const PAGE_PATHS = new Set([
  ...flattenResources(buildResourceTree().map((g) => g.root)).flatMap((n) => (n.path ? [n.path] : [])),
  ...Object.keys(FIXED_ROUTES),
]);

const guides = LANGS.flatMap((lang) => GUIDE_ROLES.map((role) => ({ lang, role })));

function links(inlines: readonly Inline[]): string[] {
  return inlines.flatMap((i) =>
    i.kind === 'link'
      ? [i.target.kind === 'page' ? i.target.path : '', ...links(i.children)]
      : i.kind === 'strong'
        ? links(i.children)
        : [],
  );
}
function pageLinks(blocks: readonly Block[]): string[] {
  return blocks
    .flatMap((b) =>
      b.kind === 'list' ? b.items.flatMap(links) : b.kind === 'image' ? [] : links(b.children),
    )
    .filter(Boolean);
}

describe('the role guides', () => {
  it('exist for every role in every interface language', () => {
    expect(missingGuides()).toEqual([]);
    expect(Object.keys(SOURCES)).toHaveLength(LANGS.length * GUIDE_ROLES.length);
  });

  it.each(guides)(
    '$lang/$role: a title, then topics each with its own anchor written out',
    ({ lang, role }) => {
      const source = SOURCES[`../guides/${lang}/${role}.md`]!;
      const headingLines = source.split('\n').filter((l) => /^#{1,3}\s/.test(l));
      expect(headingLines[0]).toMatch(/^# .+ \{#top\}$/);
      expect(headingLines.filter((l) => !/\{#[a-z0-9-]+\}$/.test(l))).toEqual([]);
      expect(headingLines.filter((l) => l.startsWith('# '))).toHaveLength(1);
    },
  );

  it.each(GUIDE_ROLES)('%s: the same topics, in the same order, in every language', async (role) => {
    const ids = async (lang: (typeof LANGS)[number]) =>
      headingsOf(await loadGuide(lang, role)).map((h) => `${h.level} ${h.id}`);
    const zh = await ids('zh');
    expect(new Set(zh).size).toBe(zh.length);
    for (const lang of LANGS) expect(await ids(lang), lang).toEqual(zh);
  });

  it.each(guides)('$lang/$role: its screenshots are in public/help and described', async ({ lang, role }) => {
    const images = (await loadGuide(lang, role)).filter((b) => b.kind === 'image');
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(fs.existsSync(path.join(PUBLIC_HELP, image.file)), image.file).toBe(true);
      expect(image.alt.trim(), image.file).not.toBe('');
    }
  });

  it.each(guides)('$lang/$role: every page it links to is a page of the menus', async ({ lang, role }) => {
    for (const link of pageLinks(await loadGuide(lang, role)))
      expect(PAGE_PATHS.has(link.split('?')[0]!), link).toBe(true);
  });

  it('uses the same screenshots in every language', async () => {
    for (const role of GUIDE_ROLES) {
      const files = async (lang: (typeof LANGS)[number]) =>
        (await loadGuide(lang, role)).flatMap((b) => (b.kind === 'image' ? [b.file] : []));
      const zh = await files('zh');
      for (const lang of LANGS) expect(await files(lang), `${lang}/${role}`).toEqual(zh);
    }
  });

  it('lists every topic of a language with the guide it belongs to', async () => {
    const topics = await loadTopics('en');
    expect(topics.find((t) => t.id === 'statements' && t.role === 'finance')).toMatchObject({ level: 2 });
    expect(topics.some((t) => t.id === 'top')).toBe(false);
    expect(new Set(topics.map((t) => t.role))).toEqual(new Set(GUIDE_ROLES));
  });

  it('links to a guide and to a topic in it', () => {
    expect(guideLink('finance')).toBe('/guide/index?role=finance');
    expect(guideLink('clerk', 'send')).toBe('/guide/index?role=clerk#send');
  });
});

describe('the guide a user reads first', () => {
  const user = (roles: string[], more: { clientId?: string; resourceCodes?: string[] } = {}) => ({
    roles,
    clientId: more.clientId ?? 'web',
    resourceCodes: more.resourceCodes ?? [],
  });
  it.each<[string[], GuideRole]>([
    [['admin', 'clerk'], 'admin'],
    [['clerk'], 'clerk'],
    [['ccs_clerk'], 'clerk'],
    [['service'], 'service'],
    [['yy_desk'], 'service'],
    [['finance'], 'finance'],
  ])('roles %j read the %s guide', (roles, guide) => {
    expect(guideRoleOf(user(roles))).toBe(guide);
  });

  it('is the partner guide on the customer client, whatever the roles', () => {
    expect(guideRoleOf(user(['yy_front'], { clientId: CUSTOMER_CLIENT_ID }))).toBe('partner');
    expect(guideRoleOf(user(['made-up'], { clientId: CUSTOMER_CLIENT_ID }))).toBe('partner');
  });

  it('follows the granted pages for a role an administrator made, else the clerk guide', () => {
    expect(guideRoleOf(user(['cashiers'], { resourceCodes: ['bill:search'] }))).toBe('finance');
    expect(guideRoleOf(user(['desk'], { resourceCodes: ['appointment:search'] }))).toBe('service');
    expect(guideRoleOf(user(['nobody']))).toBe('clerk');
  });
});
