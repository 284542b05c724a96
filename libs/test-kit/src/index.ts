export * from './infra';
export * from './test-database';
export * from './test-redis';
export * from './json';
