import type { Server } from 'node:http';
import type { Config } from '../config.js';

/** Enough for a dozen browsers sharing one address (each opens up to 6 connections to a host). */
export const DEFAULT_CONNECTIONS_PER_IP = 100;

/**
 * MAX_CONNECTIONS_PER_IP, or by default 100 when clients connect directly and none behind a
 * proxy: there every connection comes from the proxy's address, so a cap per address would cap
 * the whole shop. The proxy then limits connections per client itself (README).
 */
export function connectionCapOf(config: Pick<Config, 'MAX_CONNECTIONS_PER_IP' | 'TRUST_PROXY'>): number {
  return config.MAX_CONNECTIONS_PER_IP ?? (config.TRUST_PROXY === false ? DEFAULT_CONNECTIONS_PER_IP : 0);
}

/**
 * Hangs up at once on a connection from an address that already holds `cap` open ones, before
 * reading anything from it: one client cannot take all of the server's sockets.
 */
export function limitConnectionsPerAddress(server: Server, cap: number): void {
  if (cap <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= cap) {
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
