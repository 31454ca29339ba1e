import { resolve } from 'node:path';
import { serveArtifact } from '@portal/scripts';
import { E2E_SANDBOX_PORT, E2E_SLUGS, artifactPort } from './ports';

/** Serves every built brand artifact on its own port, with the sandbox behind /api (end-to-end suite). */
const dist = resolve(import.meta.dirname, '../../../dist/apps');
for (const slug of E2E_SLUGS) {
  serveArtifact({ dir: resolve(dist, slug), port: artifactPort(slug), sandboxUrl: `http://127.0.0.1:${E2E_SANDBOX_PORT}` });
}
console.info(`Serving ${E2E_SLUGS.length} artifacts on ports ${artifactPort(E2E_SLUGS[0])}-${artifactPort(E2E_SLUGS[5])}`);
