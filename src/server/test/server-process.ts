import { spawn, type ChildProcess } from 'node:child_process';
import { itemAt } from '@shared/item-at';

export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>`, as the server logged it. */
  address: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * The real server process, from source, on a free port: `entry` is `src/server/main.ts` or one of
 * this folder's `serve-dying-on-*.ts`, which die at the moment a crash test chooses. Answers once
 * the server listens. `env` comes on top of a test environment on SQLite with no outside services.
 */
export async function startServerProcess(entry: string, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let output = '';
  const address = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no address in: ${output}`)), 60_000);
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(itemAt(match, 1));
      }
    });
    child.stderr!.on('data', (chunk) => (output += chunk));
  });
  return { child, address, exited };
}
