import { describeOperationRoutes } from '@uniform/test-kit';
import { buildApp } from '../src/app';

describeOperationRoutes('chat', (deps) => buildApp({ ...deps, model: null }));
