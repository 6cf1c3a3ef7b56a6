import os from 'node:os';
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import { Semaphore } from './semaphore.js';

/**
 * argon2 runs on libuv's thread pool (UV_THREADPOOL_SIZE, 4 by default), the same threads that
 * read files (the storefront's own assets), resolve DNS and compress. Fifty logins at once
 * would occupy every thread for over a second and the shop's files would wait behind them
 * (bench/login-burst: static p95 1.5–3 s). So at most half the pool hashes at a time, and never
 * more threads than cores less one (the event loop needs a core too), at least one; further
 * logins queue here, on the event loop, where waiting costs nothing but their own time.
 */
const THREAD_POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const MAX_CONCURRENT_HASHES = Math.max(
  1,
  Math.min(Math.floor(THREAD_POOL_SIZE / 2), os.availableParallelism() - 1),
);

export const hashingSlots = new Semaphore(MAX_CONCURRENT_HASHES);

/** An argon2id hash (the library's defaults: 19 MiB, 2 passes). */
export function hashPassword(password: string): Promise<string> {
  return hashingSlots.run(() => argonHash(password));
}

/** True when `password` matches `hash`; false for a wrong password or a malformed hash. */
export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return hashingSlots.run(() => argonVerify(hash, password).catch(() => false));
}
