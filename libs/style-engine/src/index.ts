export * from './types';
export * from './colour';
export * from './archetype';
export * from './wardrobe';
export * from './regional';
export * from './brand';
export * from './analysis';
export * from './audit';
