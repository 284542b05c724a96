export * from './config';
export * from './model-client';
export * from './fallback';
export * from './model-class';
