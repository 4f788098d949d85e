/** HTTP load with autocannon: warm up, measure, refuse results that contain failures. */
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationSeconds: number;
  /** Load applied first and thrown away (JIT, caches, connection pools); 0 for none. */
  warmupSeconds: number;
}

export interface LoadResult {
  /** Mean of autocannon's per-second request counts. */
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
}

const fire = (options: LoadOptions, duration: number) =>
  autocannon({
    url: options.url,
    headers: options.headers ?? {},
    connections: options.connections,
    duration,
  });

export const measureLoad = async (options: LoadOptions): Promise<LoadResult> => {
  if (options.warmupSeconds > 0) await fire(options, options.warmupSeconds);
  const result = await fire(options, options.durationSeconds);
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) {
    throw new Error(
      `${options.url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx ` +
        `responses out of ${result.requests.total}; not a valid measurement`,
    );
  }
  return {
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
  };
};
