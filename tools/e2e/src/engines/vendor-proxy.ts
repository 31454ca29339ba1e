import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { VENDOR_HOST_NAMES } from '@portal/sandbox-api';
import { E2E_VENDOR_PORT } from '../ports';

/**
 * The vendors under their real names for an engine that cannot map host names itself (WebKitGTK): an HTTP proxy that
 * only tunnels (CONNECT), on a free loopback port, taking the vendors' host names, port 443, to the TLS front
 * (serve-all.ts) and refusing anything else, so nothing leaves the machine. The browser still speaks TLS to the
 * vendor's name (SNI, Host, origin) through the tunnel.
 */
const allowed = new Set<string>(VENDOR_HOST_NAMES.map((name) => `${name}:443`));

/** The `host:port` of a CONNECT request's first line, or null for anything else. */
function connectTarget(head: string): string | null {
  const match = /^CONNECT (\S+) HTTP\/1\.[01]\r\n/.exec(head);
  return match?.[1] ?? null;
}

function tunnel(client: Socket): void {
  client.on('error', () => client.destroy());
  client.once('data', (head) => {
    const target = connectTarget(head.toString('latin1'));
    if (!target || !allowed.has(target)) return void client.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n');
    const upstream = connect(E2E_VENDOR_PORT, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.pipe(client).pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
}

export async function startVendorProxy(): Promise<{ port: number; stop: () => Promise<void> }> {
  const server = createServer(tunnel);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { port, stop: () => new Promise((done) => server.close(() => done())) };
}
