import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throw-away certificate for 127.0.0.1, so an artifact can be served over HTTP/2 as production is. */
export function selfSigned(): { key: Buffer; cert: Buffer } {
  const tmp = mkdtempSync(join(tmpdir(), 'bench-cert-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(tmp, 'key.pem'), '-out', join(tmp, 'cert.pem')], { stdio: 'ignore' });
    return { key: readFileSync(join(tmp, 'key.pem')), cert: readFileSync(join(tmp, 'cert.pem')) };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
