import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const openssl = (args: string[]) => execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });

/**
 * A certificate authority made for one run in `dir` (EC P-256, valid a day), and a certificate it signs for each host
 * name: `<dir>/<name>.crt` and `.key`, the names the brand's nginx site expects under /etc/ssl/portal. A client trusts
 * them through NODE_EXTRA_CA_CERTS=<caFile>; nothing is added to the system's trust store.
 */
export function throwawayCa(dir: string, names: readonly string[]): { caFile: string } {
  const ca = { key: join(dir, 'ca.key'), cert: join(dir, 'ca.crt') };
  openssl(['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', ca.key]);
  openssl(['req', '-x509', '-new', '-key', ca.key, '-days', '1', '-subj', '/CN=Portal scan throw-away CA', '-out', ca.cert]);
  for (const name of names) {
    const key = join(dir, `${name}.key`);
    const csr = join(dir, `${name}.csr`);
    const ext = join(dir, `${name}.ext`);
    openssl(['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', key]);
    openssl(['req', '-new', '-key', key, '-subj', `/CN=${name}`, '-out', csr]);
    writeFileSync(ext, `subjectAltName=DNS:${name}\nextendedKeyUsage=serverAuth\n`);
    openssl([
      'x509',
      '-req',
      '-in',
      csr,
      '-CA',
      ca.cert,
      '-CAkey',
      ca.key,
      '-CAcreateserial',
      '-days',
      '1',
      '-extfile',
      ext,
      '-out',
      join(dir, `${name}.crt`),
    ]);
  }
  return { caFile: ca.cert };
}
