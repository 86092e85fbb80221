import type { HelpMessages } from './zh.ts';

export const ja: HelpMessages = {
  role: {
    clerk: '書類作成担当',
    service: 'カスタマーサービス',
    finance: '経理',
    partner: '取引先',
    admin: '管理者',
  },
  roles: '役割別ガイド',
  yours: 'あなたの役割',
  contents: 'このページの目次',
  loading: 'ガイドを読み込んでいます…',
  loadFailed: 'ガイドを読み込めませんでした：{{message}}',
  retry: '再試行',
  anchor: 'この節へのリンク：{{title}}',
  reference: {
    intro:
      '各メニューグループの画面とボタンを、画面の表示どおりの名前で示します。ロールが見られる画面と使えるボタンは、管理者が「ロール管理」で付与します。',
    page: '画面',
    buttons: 'ボタン',
    fields: '項目',
    hidden: '一覧から開く',
    none: 'なし',
    guides: '役割別に読む：ガイド',
    sep: '、',
  },
};
