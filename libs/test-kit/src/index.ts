export * from './infra';
export * from './test-database';
export * from './test-redis';
export * from './json';
export * from './fakes/fake-openai';
export * from './fakes/fake-twilio';
export * from './fakes/same-realm-fetch';
