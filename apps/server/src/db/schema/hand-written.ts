/** The tables written by hand (workflows use them directly); every other entity table is generated. */
export * from './identity.ts';
export * from './logs.ts';
export * from './settings.ts';
export * from './customers.ts';
export * from './messages.ts';
export * from './jobs.ts';
export * from './receipts.ts';
export * from './attachments.ts';
export * from './company-images.ts';
export * from './finance.ts';
export * from './summary.ts';
export * from './bonded.ts';
