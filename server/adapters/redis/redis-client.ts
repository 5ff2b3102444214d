import { Redis } from 'ioredis';

interface Logger {
  warn(message: string): void;
}

/**
 * The shared Redis of a deployment with several API processes (ARCHITECTURE §9), connected before the app
 * serves. Commands never queue while it is away: they fail at once, and the rate limits let the request
 * through (skipOnError) rather than take sign-in down with Redis.
 */
export async function connectRedis(url: string, log: Logger): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  let lastWarning = 0;
  let lastError: Error | undefined;
  redis.on('error', (error: Error) => {
    lastError = error;
    // ioredis retries forever and reports every attempt; one line a minute is enough to notice.
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    log.warn(`Redis (${redactedUrl(url)}): ${error.message}`);
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    // connect() only says "Connection is closed."; the error event said why (ECONNREFUSED, auth, DNS …).
    const reason = lastError?.message ?? (error instanceof Error ? error.message : String(error));
    throw new Error(`Não foi possível conectar ao Redis em ${redactedUrl(url)} (REDIS_URL): ${reason}`);
  }
  return redis;
}

/** The URL without its password, for messages. */
function redactedUrl(url: string) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
