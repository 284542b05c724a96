import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * JSON logs, one line each; `service` on every line so mixed launcher output stays readable.
 * A test may pass its own destination to read the lines; stdout otherwise.
 */
export function createLogger(service: string, level = 'info', destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      remove: true,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
