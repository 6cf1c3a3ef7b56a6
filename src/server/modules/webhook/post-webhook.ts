import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { isPublicAddress, PrivateAddressError, publicOnlyLookup } from './safe-address.js';

/** Bytes of a receiver's answer read at most (the excerpt is shorter): an answer is not stored whole. */
const READ_AT_MOST = 16 * 1024;
const EXCERPT_CHARS = 500;

export interface PostAnswer {
  status: number;
  durationMs: number;
  excerpt: string;
}

/**
 * POSTs one delivery. Follows no redirect (a 3xx is an answer, not a success); gives up after
 * `timeoutMs` for the whole exchange; unless `allowPrivate`, goes only over https and connects
 * only to public addresses, checked on the address it resolves to at this moment (`lookup`) and
 * on an address written in the URL itself (which node connects to without a lookup).
 */
export function postWebhook(
  target: string,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<PostAnswer> {
  const url = new URL(target);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    if (!options.allowPrivate) {
      if (url.protocol !== 'https:') return reject(new Error('Only https addresses may receive webhooks'));
      const host = url.hostname.replace(/^\[|\]$/g, '');
      if (net.isIP(host) && !isPublicAddress(host)) return reject(new PrivateAddressError(host, host));
    }
    const send = url.protocol === 'https:' ? https.request : http.request;
    const request = send(url, {
      method: 'POST',
      agent: false, // a connection of its own, looked up (and checked) afresh
      headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup }),
    });
    const deadline = setTimeout(
      () => request.destroy(new Error(`No answer within ${options.timeoutMs / 1000} s`)),
      options.timeoutMs,
    );
    request.on('error', (err) => {
      clearTimeout(deadline);
      reject(err);
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let read = 0;
      const done = () => {
        clearTimeout(deadline);
        resolve({
          status: response.statusCode ?? 0,
          durationMs: Math.round(performance.now() - started),
          excerpt: Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS),
        });
      };
      response.on('data', (chunk: Buffer) => {
        if (read < READ_AT_MOST) chunks.push(chunk.subarray(0, READ_AT_MOST - read));
        read += chunk.length;
        if (read >= READ_AT_MOST) {
          response.destroy();
          done();
        }
      });
      response.on('end', done);
      response.on('error', done);
    });
    request.end(body);
  });
}
