export * from './i18n/lang.ts';
export * from './i18n/text.ts';
export * from './i18n/catalog.ts';
export * from './kit/api-error.ts';
export * from './dicts/permissions.ts';
export * from './validators/index.ts';
export * from './format/index.ts';
