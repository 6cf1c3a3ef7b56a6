import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { itemAt } from '@shared/item-at';

describe('the server process', () => {
  it('starts on the embedded defaults, serves the seeded shop, and exits cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-main-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        SMTP_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const address = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no address in: ${output}`)), 30_000);
      child.stdout.on('data', (chunk) => {
        output += chunk;
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(itemAt(match, 1));
        }
      });
      child.stderr.on('data', (chunk) => (output += chunk));
    });
    try {
      const res = await fetch(`${address}/api/home/banners`);
      const body = (await res.json()) as { code: number; data: { banners: { firstTitle: string }[] } };
      expect(body.code).toBe(20000);
      expect(itemAt(body.data.banners, 0).firstTitle).toContain('Welcome to');
      expect(fs.existsSync(path.join(dataDir, 'shop.db'))).toBe(true);

      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('shutting down');
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
