export * from './query.ts';
export * from './date.ts';
export * from './relative-time.ts';
export * from './number.ts';
export * from './uuid.ts';
export * from './business-time.ts';
export * from './time-display.ts';
