import { createServiceApp, type Logger, type ReadinessCheck } from '@uniform/service-kit';
import type { PhoneValidator } from './domain/phone-validator';
import type { PrismaClient } from './generated/prisma/client';
import { smsRoutes } from './routes/sms.routes';
import type { SmsTransport } from './transport/transport';

export interface SmsAppDeps {
  logger: Logger;
  readiness: Record<string, ReadinessCheck>;
  bodyLimitKb?: number;
  prisma: PrismaClient;
  validator: PhoneValidator;
  transport: SmsTransport;
  webhookAuthToken?: string;
  publicUrl: string;
  adminToken?: string;
  now?: () => Date;
}

export function buildApp(deps: SmsAppDeps) {
  return createServiceApp({
    name: 'sms',
    logger: deps.logger,
    readiness: deps.readiness,
    bodyLimitKb: deps.bodyLimitKb,
    routes: (app) => {
      app.use(smsRoutes({ ...deps, now: deps.now ?? (() => new Date()) }));
    },
  }).app;
}
