import type { LookupAddress, LookupOptions } from 'node:dns';
import dns from 'node:dns';
import ipaddr from 'ipaddr.js';
import { FeedFetchError } from './fetch-errors';

/** Loopback, private, link-local, multicast, reserved…: anything but a public unicast address. */
export function isPrivateAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  return ipaddr.process(address).range() !== 'unicast';
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A DNS lookup for outgoing connections that refuses private addresses. It runs on every
 * connection, so the check holds after redirects and whatever a name resolves to at that moment
 * (no window between a check and the connect).
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as LookupAddress[];
      if (!allowPrivate && list.some((entry) => isPrivateAddress(entry.address))) {
        return callback(new FeedFetchError('urlPrivate', [hostname]) as unknown as NodeJS.ErrnoException, []);
      }
      if (options.all) return callback(null, list);
      const first = list[0];
      if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
      return callback(null, first.address, first.family);
    });
  };
}

/** Literal IP hosts never reach the lookup, so they are checked here. */
export function assertPublicHost(url: URL, allowPrivate: boolean): void {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && ipaddr.isValid(host) && isPrivateAddress(host)) throw new FeedFetchError('urlPrivate', [url.hostname]);
}
