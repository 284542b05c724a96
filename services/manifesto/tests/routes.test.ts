import { describeOperationRoutes } from '@uniform/test-kit';
import { buildApp } from '../src/app';

describeOperationRoutes('manifesto', (deps) => buildApp({ ...deps, model: null }));
