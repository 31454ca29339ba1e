import { resolve } from 'node:path';
import { serveArtifact } from './serve-artifact';

/** Usage: tsx tools/scripts/src/serve-artifact-cli.ts <slug> <port>  (SANDBOX_URL, default http://127.0.0.1:4010) */
const [slug = 'wattlebird', port = '4300'] = process.argv.slice(2);
const dir = resolve(import.meta.dirname, '../../../dist/apps', slug);
serveArtifact({ dir, port: Number(port), sandboxUrl: process.env['SANDBOX_URL'] ?? 'http://127.0.0.1:4010' });
console.info(`Serving ${slug} from ${dir} on http://127.0.0.1:${port}`);
