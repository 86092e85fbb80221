/** The `help` namespace in Chinese: the reference every other language must match. */
export const zh = {
  role: { clerk: '制单员', service: '客服', finance: '财务', partner: '合作客户', admin: '管理员' },
  roles: '角色指南',
  yours: '您的角色',
  contents: '本页目录',
  loading: '正在加载指南…',
  loadFailed: '指南加载失败：{{message}}',
  retry: '重试',
  anchor: '本节链接：{{title}}',
  reference: {
    intro:
      '系统中每个菜单分组的页面和按钮，名称与界面一致。角色能看到哪些页面、能用哪些按钮，由管理员在“角色管理”中授权。',
    page: '页面',
    buttons: '按钮',
    fields: '字段',
    hidden: '从列表中打开',
    none: '无',
    guides: '按角色阅读：使用指南',
    sep: '、',
  },
};

export type HelpMessages = typeof zh;
