import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The layering of DESIGN.md section 2 is enforced by lint: planted violations must be reported. */
const root = resolve(import.meta.dirname, '../../..');
let eslint: ESLint;

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

beforeAll(() => {
  // The boundary rule reads Nx's cached project graph; make sure it exists.
  execFileSync(resolve(root, 'node_modules/.bin/nx'), ['show', 'projects'], { cwd: root, env: { ...process.env, NX_DAEMON: 'false' } });
  eslint = new ESLint({ cwd: root });
}, 60_000);

describe('module boundaries', () => {
  it('forbids ui-kit from importing config (ui imports nothing of ours)', async () => {
    const found = await problems('libs/ui-kit/src/planted.ts', "import { useBrand } from '@portal/config';\nexport const x = useBrand;\n");
    expect(found.join('\n')).toMatch(/enforce-module-boundaries/);
  });

  it('forbids config from importing the shell', async () => {
    const found = await problems('libs/config/src/planted.ts', "import { startPortal } from '@portal/shell';\nexport const x = startPortal;\n");
    expect(found.join('\n')).toMatch(/enforce-module-boundaries/);
  });

  it('forbids an app from importing a lib other than the shell', async () => {
    const found = await problems('apps/tamarack/src/planted.ts', "import { createTheme } from '@portal/ui-kit';\nexport const x = createTheme;\n");
    expect(found.join('\n')).toMatch(/enforce-module-boundaries/);
  });

  it('forbids deep imports into another package’s src/', async () => {
    const found = await problems('libs/shell/src/planted.ts', "import { formatMoney } from '@portal/config/src/format/money';\nexport const x = formatMoney;\n");
    expect(found.join('\n')).toMatch(/no-restricted-imports/);
  });

  it('forbids dangerouslySetInnerHTML outside ui-kit’s SafeHtml', async () => {
    const found = await problems('libs/shell/src/planted.tsx', 'export const X = () => <div dangerouslySetInnerHTML={{ __html: "x" }} />;\n');
    expect(found.join('\n')).toMatch(/SafeHtml/);
  });

  it('allows the shell to compose config and ui-kit', async () => {
    const found = await problems(
      'libs/shell/src/planted.ts',
      "import { formatMoney } from '@portal/config';\nimport { createTheme } from '@portal/ui-kit';\nexport const x = [formatMoney, createTheme];\n",
    );
    expect(found).toEqual([]);
  });
});
