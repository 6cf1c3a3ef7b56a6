import type { Server } from 'node:http';
import type { Config } from '@server/config';

/** Enough for a dozen browsers sharing one address (each opens up to 6 connections to a host). */
export const DEFAULT_CONNECTIONS_PER_IP = 100;

export interface ConnectionCap {
  /** Open connections one address may hold. */
  max: number;
  /** Whether loopback addresses are capped too. */
  loopbackToo: boolean;
}

/**
 * MAX_CONNECTIONS_PER_IP for every address when set (0: no cap). Unset: 100 per address when
 * clients connect directly, and none behind a proxy (TRUST_PROXY), where every connection comes
 * from the proxy's address and a cap per address would cap the whole shop (the proxy limits
 * connections per client itself, README). The default leaves loopback alone for the same
 * reason: what connects from the same host is a proxy or a local tool, not one client.
 */
export function connectionCapOf(config: Pick<Config, 'MAX_CONNECTIONS_PER_IP' | 'TRUST_PROXY'>): ConnectionCap | null {
  if (config.MAX_CONNECTIONS_PER_IP !== undefined) {
    return config.MAX_CONNECTIONS_PER_IP > 0 ? { max: config.MAX_CONNECTIONS_PER_IP, loopbackToo: true } : null;
  }
  return config.TRUST_PROXY === false ? { max: DEFAULT_CONNECTIONS_PER_IP, loopbackToo: false } : null;
}

const isLoopback = (address: string) =>
  address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');

/**
 * Hangs up at once on a connection from an address that already holds `cap.max` open ones,
 * before reading anything from it: one client cannot take all of the server's sockets.
 */
export function limitConnectionsPerAddress(server: Server, cap: ConnectionCap | null): void {
  if (!cap) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    if (!cap.loopbackToo && isLoopback(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= cap.max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
