import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveStatic } from '@portal/dev-server';
import { STORYBOOK_PORT } from './ports';

/**
 * Serves the built Storybook (dist/storybook: `npm run build-storybook:test` or `npm run build-storybook`) for
 * stories-axe.spec.ts. A folder that is not there yet is no error here (the other specs do not need it); the spec
 * says what to build.
 */
const root = resolve(import.meta.dirname, '../../../dist/storybook');
await serveStatic(root, STORYBOOK_PORT);
console.info(`Storybook ${existsSync(root) ? '' : '(not built yet) '}served from ${root} on http://127.0.0.1:${STORYBOOK_PORT}`);
