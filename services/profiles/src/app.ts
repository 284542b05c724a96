import { buildServiceApp, type SealedTextCipher, type ServiceAppDeps } from '@uniform/service-kit';
import type { ProfilesRepository } from './domain/ports';
import { createProfiles } from './domain/profiles.use-case';
import { profilesRoutes } from './routes/profiles.routes';

export interface ProfilesAppDeps extends ServiceAppDeps {
  /** INTERNAL_SIGNING_SECRET: without it nobody is signed in and every call is a 401. */
  identitySecret?: string;
  repository: ProfilesRepository;
  cipher: SealedTextCipher;
  now?: () => Date;
}

export function buildApp(deps: ProfilesAppDeps) {
  const profiles = createProfiles({
    repository: deps.repository,
    cipher: deps.cipher,
    logger: deps.logger,
    now: deps.now ?? (() => new Date()),
  });
  return buildServiceApp('profiles', deps, (app) => app.use(profilesRoutes(profiles)));
}
