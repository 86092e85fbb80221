export * from './identity.ts';
export * from './logs.ts';
export * from './settings.ts';
export * from './customers.ts';
