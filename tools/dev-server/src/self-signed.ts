import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throw-away certificate for 127.0.0.1, so an artifact can be served over HTTP/2 as production is; `dnsNames` adds
 * host names (the vendors' names the end-to-end suite's TLS front answers for).
 */
export function selfSigned(dnsNames: readonly string[] = []): { key: Buffer; cert: Buffer } {
  const tmp = mkdtempSync(join(tmpdir(), 'bench-cert-'));
  const names = ['IP:127.0.0.1', ...dnsNames.map((name) => `DNS:${name}`)].join(',');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${dnsNames[0] ?? '127.0.0.1'}`,
        '-addext',
        `subjectAltName=${names}`,
        '-keyout',
        join(tmp, 'key.pem'),
        '-out',
        join(tmp, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(tmp, 'key.pem')), cert: readFileSync(join(tmp, 'cert.pem')) };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
