import { describeOperationRoutes, unusedDependency as unused } from '@uniform/test-kit';
import { buildApp } from '../src/app';

describeOperationRoutes('privacy', (deps) => buildApp({ ...deps, inquiries: unused('inquiries') }));
