import { describeOperationRoutes, unusedDependency as unused } from '@uniform/test-kit';
import { buildApp } from '../src/app';

describeOperationRoutes('pdf', (deps) => buildApp({ ...deps, jobs: unused('jobs') }));
