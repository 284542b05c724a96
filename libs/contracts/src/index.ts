export * from './routing';
export * from './errors';
export * from './privacy.schemas';
