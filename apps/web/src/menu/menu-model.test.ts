import { describe, expect, it } from 'vitest';
import { LANGS, localize, MENU_GROUPS } from '@app/shared';
import {
  buildRoutes,
  firstMenuPage,
  flattenRoutes,
  groupShortTitle,
  groupTitle,
  localiseMenu,
  routeLink,
  type MenuEntry,
} from './menu-model.ts';

let nextId = 1;
function entry(partial: Partial<MenuEntry> & Pick<MenuEntry, 'type' | 'title'>): MenuEntry {
  const id = nextId++;
  return {
    id,
    parentId: '1',
    path: '',
    name: `n${id}`,
    url: '',
    icon: '',
    groupNo: '6',
    code: `c${id}`,
    extend: '0',
    bindPath: '',
    authority: `c${id}`,
    hidden: false,
    sort: 0,
    children: [],
    ...partial,
  };
}

const tree: MenuEntry[] = [
  entry({
    parentId: '0',
    type: '0',
    title: '报关业务',
    path: '/customs',
    children: [
      entry({
        type: '1',
        title: '报关单',
        path: '/declaration/index',
        code: 'declaration',
        children: [entry({ type: '4', title: '新增', code: 'declaration:add' })],
      }),
      entry({ type: '3', title: '报关单编辑', path: '/declaration/edit', hidden: true }),
      entry({ type: '1', title: '舱单', path: '/manifest/index', hidden: true }),
      entry({ type: '2', title: '数据看板', path: '/datav/jhx', url: 'datav/jhx' }),
      entry({ type: '2', title: '扩展页', path: '/ext/page', url: 'ext', extend: '1' }),
      entry({ type: '1', title: '外部链接', path: 'https://example.com/help' }),
      entry({ type: '1', title: '无权限', path: '/secret/index' }),
      entry({ type: '9', title: '未知类型', path: '/odd/index' }),
    ],
  }),
  entry({ parentId: '0', type: '1', title: '顶层页面', path: '/top/index', groupNo: '1' }),
  entry({ parentId: '0', type: '3', title: '顶层隐藏', path: '/top/hidden', groupNo: '1' }),
  entry({
    parentId: '0',
    type: '0',
    title: '空目录',
    path: '/empty',
    children: [entry({ type: '1', title: '无权限2', path: '/secret/two' })],
  }),
];

const allowed = new Set([
  '/declaration/index',
  '/declaration/edit',
  '/manifest/index',
  '/datav/jhx',
  '/ext/page',
  'https://example.com/help',
  '/top/index',
  '/top/hidden',
  '/odd/index',
]);

describe('buildRoutes (platform-shell §2.4)', () => {
  const routes = buildRoutes(tree, allowed);
  const pages = flattenRoutes(routes);
  const byTitle = new Map(pages.map((r) => [r.title, r]));

  it('drops pages the resources do not grant, unknown types and directories left empty', () => {
    expect(byTitle.has('无权限')).toBe(false);
    expect(byTitle.has('未知类型')).toBe(false);
    expect(routes.map((r) => r.title)).toEqual(['报关业务', '顶层页面', '顶层隐藏']);
  });

  it('keeps type 3 and hidden routes routable but out of the menu and the search', () => {
    for (const title of ['报关单编辑', '舱单']) {
      expect(byTitle.get(title)).toMatchObject({ inMenu: false, searchable: false });
    }
  });

  it('hides top-level pages of type 1 or 3 from the menu only', () => {
    expect(byTitle.get('顶层页面')).toMatchObject({ inMenu: false, searchable: true });
    expect(byTitle.get('顶层隐藏')).toMatchObject({ inMenu: false, searchable: false });
  });

  it('turns type 4 children into button codes, never routes', () => {
    expect(byTitle.get('报关单')?.buttons).toEqual(['declaration:add']);
    expect(pages.some((r) => r.title === '新增')).toBe(false);
  });

  it('opens type 2 in the iframe host and hides those flagged extend 1', () => {
    const board = byTitle.get('数据看板')!;
    expect(routeLink(board)).toBe(`/oms/iframe/index?id=${board.id}`);
    expect(board.inMenu).toBe(true);
    expect(byTitle.get('扩展页')?.inMenu).toBe(false);
  });

  it('marks http paths external and records the directories above', () => {
    expect(byTitle.get('外部链接')).toMatchObject({ external: true, inMenu: true });
    expect(byTitle.get('报关单')?.parents).toEqual(['报关业务']);
    expect(firstMenuPage(routes)?.title).toBe('报关单');
  });

  it('keeps every page when no resource list is given', () => {
    expect(flattenRoutes(buildRoutes(tree, null)).some((r) => r.title === '无权限')).toBe(true);
  });
});

describe('menu titles in the interface language', () => {
  const sent = [
    entry({
      parentId: '0',
      type: '0',
      title: '报关业务',
      code: 'customs',
      children: [
        entry({ type: '1', title: '报关单', code: 'declaration', path: '/declaration/index' }),
        entry({ type: '1', title: '自定义页面', code: 'custom:page', path: '/custom/page' }),
      ],
    }),
  ];

  it('takes the definitions’ labels by code, and keeps the server’s title of an unknown code', () => {
    const en = localiseMenu(sent, 'en');
    expect(en[0]!.title).toBe('Customs');
    expect(en[0]!.children.map((e) => e.title)).toEqual(['Customs declaration', '自定义页面']);
    expect(localiseMenu(sent, 'ja')[0]!.children[0]!.title).toBe('通関申告書');
    expect(localiseMenu(sent, 'zh')[0]!.children[0]!.title).toBe('报关单');
    // the routes built from it carry the translated titles and parents
    const page = flattenRoutes(buildRoutes(localiseMenu(sent, 'es'), null))[0]!;
    expect(page).toMatchObject({ title: 'Declaración aduanera', parents: ['Aduanas'] });
  });

  it('titles a menu group in the language, keeping the zh title the server sent', () => {
    expect(groupTitle('6', { groupNo: '6', title: '报关' }, 'zh')).toBe('报关');
    expect(groupTitle('6', { groupNo: '6', title: '报关' }, 'en')).toBe('Customs');
    expect(groupTitle('99', { groupNo: '99', title: '其他' }, 'en')).toBe('其他');
    expect(groupTitle('99', undefined, 'en')).toBe('99');
  });

  it("labels a group in the top bar by its short name, or by the administrator's own zh title", () => {
    const customs = { groupNo: '6', title: '报关业务' };
    expect(groupShortTitle('6', customs, 'zh')).toBe('报关');
    expect(groupShortTitle('4', { groupNo: '4', title: '仓储运输' }, 'zh')).toBe('物流');
    expect(groupShortTitle('6', customs, 'ja')).toBe('通関');
    expect(groupShortTitle('6', undefined, 'en')).toBe('Customs');
    // renamed by an administrator (the menu_groups setting): their title is what they chose to show
    expect(groupShortTitle('6', { groupNo: '6', title: '关务' }, 'zh')).toBe('关务');
    expect(groupShortTitle('99', { groupNo: '99', title: '其他业务' }, 'zh')).toBe('其他业务');
  });

  it('has a short top-bar name for every group, shorter than its title, in every language', () => {
    for (const group of MENU_GROUPS)
      for (const lang of LANGS) {
        const short = localize(group.short, lang);
        expect(short.length, `${group.key} ${lang}`).toBeGreaterThan(0);
        expect(short.length, `${group.key} ${lang}`).toBeLessThanOrEqual(localize(group.title, lang).length);
      }
    // the Chinese labels are two characters: seven of them fit beside the header tools at 1280 px
    expect(MENU_GROUPS.map((g) => g.short.zh.length)).toEqual(MENU_GROUPS.map(() => 2));
  });
});
