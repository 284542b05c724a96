import type { Redis } from 'ioredis';
import type { SendPacer } from '../domain/ports';

/**
 * One text's turn, for every sender process at once (one round trip): none while a 429 pause key
 * lives; otherwise a counter per window of `windowMs` (the current one from Redis's own clock)
 * allows `max` texts. Answers 0 when the text may go, else the milliseconds to wait.
 */
const TURN_SCRIPT = `
local pause = redis.call('PTTL', KEYS[1])
if pause > 0 then return pause end
local max = tonumber(ARGV[1])
if max <= 0 then return 0 end
local windowMs = tonumber(ARGV[2])
local time = redis.call('TIME')
local nowMs = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local window = math.floor(nowMs / windowMs)
local key = KEYS[2] .. ':' .. window
local count = redis.call('INCR', key)
if count == 1 then redis.call('PEXPIRE', key, windowMs * 2) end
if count <= max then return 0 end
return (window + 1) * windowMs - nowMs
`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The carrier's rate for every sender (GETUP_SEND_RATE_PER_SECOND, per text, not per batch) and
 * the pause after its 429, kept in Redis under `keyPrefix`. With the rate lifted (0) a text asks
 * Redis nothing: a 429 pauses this process at once and the others as they get their own.
 */
export function redisSendPacer(redis: Redis, keyPrefix: string, ratePerSecond: number): SendPacer {
  const max = ratePerSecond <= 0 ? 0 : ratePerSecond >= 1 ? Math.floor(ratePerSecond) : 1;
  const windowMs = ratePerSecond >= 1 || ratePerSecond <= 0 ? 1_000 : Math.ceil(1_000 / ratePerSecond);
  const pauseKey = `${keyPrefix}:pause`;
  const windowKey = `${keyPrefix}:window`;
  let pausedUntil = 0;
  return {
    async acquire() {
      for (;;) {
        const local = pausedUntil - Date.now();
        if (local > 0) {
          await sleep(local);
          continue;
        }
        if (max === 0) return;
        const wait = Number(await redis.eval(TURN_SCRIPT, 2, pauseKey, windowKey, max, windowMs));
        if (wait <= 0) return;
        await sleep(wait);
      }
    },
    async pause(ms) {
      pausedUntil = Math.max(pausedUntil, Date.now() + ms);
      await redis.set(pauseKey, '1', 'PX', ms);
    },
  };
}
