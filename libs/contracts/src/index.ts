export * from './routing';
export * from './errors';
