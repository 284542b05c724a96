import { queueConnection } from '../src/queue';

describe('queueConnection', () => {
  it('reads host, port, credentials and database from the URL', () => {
    const options = queueConnection('redis://user:p%40ss@cache.internal:6380/3', 'producer');
    expect(options).toMatchObject({
      host: 'cache.internal',
      port: 6380,
      username: 'user',
      password: 'p@ss',
      db: 3,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
  });

  it('lets a worker block on Redis forever and uses TLS for rediss://', () => {
    const options = queueConnection('rediss://127.0.0.1', 'worker');
    expect(options).toMatchObject({ host: '127.0.0.1', port: 6379, tls: {}, maxRetriesPerRequest: null });
    expect(options).not.toHaveProperty('enableOfflineQueue');
  });

  it('refuses a URL that is not Redis', () => {
    expect(() => queueConnection('http://127.0.0.1:6379', 'worker')).toThrow(/redis:\/\//);
  });
});
