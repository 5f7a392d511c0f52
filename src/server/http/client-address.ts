// Which X-Forwarded-For entries Fastify believes when it works out request.ip, the address every
// per-address rule uses: the sign-in limiter (through the header auth/fetch-bridge.ts sets), the routes'
// rate limits, the event-stream cap and the device address of each session.
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config';

/** Loopback, private and link-local networks: where a reverse proxy in front of the app connects from. */
const LOCAL_NETWORKS = new BlockList();
LOCAL_NETWORKS.addSubnet('127.0.0.0', 8, 'ipv4');
LOCAL_NETWORKS.addSubnet('10.0.0.0', 8, 'ipv4');
LOCAL_NETWORKS.addSubnet('172.16.0.0', 12, 'ipv4');
LOCAL_NETWORKS.addSubnet('192.168.0.0', 16, 'ipv4');
LOCAL_NETWORKS.addSubnet('169.254.0.0', 16, 'ipv4');
LOCAL_NETWORKS.addAddress('::1', 'ipv6');
LOCAL_NETWORKS.addSubnet('fc00::', 7, 'ipv6');
LOCAL_NETWORKS.addSubnet('fe80::', 10, 'ipv6');

export function isLocalNetworkAddress(address: string): boolean {
  return LOCAL_NETWORKS.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Each proxy appends the address it saw to X-Forwarded-For, so the
 * client is the entry right after the trusted hops, counted from the right; the left-most entries are
 * whatever the client wrote. A hop count is a function of ours: Fastify's own numeric setting trusts no
 * hop at all (it cannot tell a proxy from a client), which would give every visitor the proxy's address
 * and one shared budget. The connection's own peer is trusted only from a local network, so a client
 * that reaches the app's port directly is known by its own address whatever header it sends.
 */
export function proxyTrustOf(trustProxy: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (trustProxy === false || Array.isArray(trustProxy)) return trustProxy;
  const hops = trustProxy;
  return (address: string, hop: number) => hop < hops && (hop > 0 || isLocalNetworkAddress(address));
}

/**
 * The key of a per-address count: an IPv4 address as it is, an IPv6 one by its /64 network. A home or
 * mobile line is given a whole /64, so its single addresses cost nothing to change; @fastify/rate-limit
 * and better-auth's sign-in limiter group IPv6 the same way.
 */
export function addressKeyOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const groups = head === '' ? [] : head.split(':');
  // A '::' within the first four groups stands for zeros up to the tail's groups.
  if (tail !== undefined) {
    const tailGroups = tail === '' ? 0 : tail.split(':').length + (tail.includes('.') ? 1 : 0);
    groups.push(...Array<string>(Math.max(0, 8 - groups.length - tailGroups)).fill('0'));
    groups.push(...(tail === '' ? [] : tail.split(':')));
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
