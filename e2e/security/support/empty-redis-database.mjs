// Before the security suite's product starts: empty its own Redis logical database (REDIS_URL, set by
// e2e/security.config.ts), so rate-limit and sign-in counters of an earlier run cannot leak into this
// one. Database 0 is never emptied: it is what everything else on the machine shares.
import { Redis } from 'ioredis';

const url = URL.canParse(process.env.REDIS_URL ?? '') ? new URL(process.env.REDIS_URL) : undefined;
const database = Number(url?.pathname.slice(1) || '0');
if (!url || !Number.isInteger(database) || database === 0) {
  process.stderr.write(
    `[security] REDIS_URL must name a logical database other than 0 (got ${process.env.REDIS_URL}).\n`,
  );
  process.exit(1);
}
const redis = new Redis(url.href, { lazyConnect: true, maxRetriesPerRequest: 1 });
try {
  await redis.connect();
  await redis.flushdb();
  process.stdout.write(`[security] Emptied Redis database ${database}.\n`);
} catch (error) {
  process.stderr.write(`[security] Could not empty Redis database ${database}: ${error.message}\n`);
  process.exitCode = 1;
} finally {
  redis.disconnect();
}
