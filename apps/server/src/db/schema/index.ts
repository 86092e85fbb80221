export * from './hand-written.ts';
export * from './entities.generated.ts';
