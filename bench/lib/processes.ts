/** Child processes that serve HTTP: start on a free port, wait until ready, stop for sure. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export interface HttpChild {
  name: string;
  pid: number;
  port: number;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** SIGTERM, then SIGKILL after a grace period; resolves once the process has exited. Idempotent. */
  stop: () => Promise<void>;
  /** The last few KB the process wrote to stdout/stderr. */
  output: () => string;
}

export interface StartOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  /** The full environment of the child; PORT and HOST are added. */
  env: NodeJS.ProcessEnv;
  /** Polled until it answers 200. */
  readyPath: string;
  readyHeaders?: Record<string, string>;
  readyTimeoutMs?: number;
}

const HOST = '127.0.0.1';
const OUTPUT_KEPT = 8_000;
const STOP_GRACE_MS = 10_000;

/** Children still running, killed synchronously if the harness exits without stopping them. */
const live = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/** A port nobody listens on right now (the OS picks it). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const startHttpChild = async (options: StartOptions): Promise<HttpChild> => {
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...options.env, PORT: String(port), HOST },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);

  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  let exited = child.exitCode !== null || child.signalCode !== null;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      live.delete(child);
      resolve();
    });
    child.once('error', (error) => {
      keep(Buffer.from(`\nspawn failed: ${error.message}\n`));
      exited = true;
      live.delete(child);
      resolve();
    });
  });

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (exited) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exit;
      clearTimeout(killer);
    })();
    return stopping;
  };

  const handle: HttpChild = {
    name: options.name,
    pid: child.pid ?? -1,
    port,
    origin,
    stop,
    output: () => output,
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
  const url = origin + options.readyPath;
  while (true) {
    if (exited) {
      throw new Error(`${options.name} exited before it was ready. Its output:\n${output.trim()}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${options.name} was not ready within the time limit. Its output:\n${output.trim()}`);
    }
    try {
      const response = await fetch(url, {
        headers: options.readyHeaders ?? {},
        signal: AbortSignal.timeout(2_000),
      });
      await response.arrayBuffer();
      if (response.status === 200) return handle;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
};
