import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The layering of docs/architecture.md, Layers, is enforced by lint: planted violations must be reported. */
const root = resolve(import.meta.dirname, '../../../..');
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
    const found = await problems(
      'libs/config/src/planted.ts',
      "import { startPortal } from '@portal/shell';\nexport const x = startPortal;\n",
    );
    expect(found.join('\n')).toMatch(/enforce-module-boundaries/);
  });

  it('forbids an app from importing a lib other than the shell', async () => {
    const found = await problems(
      'apps/tamarack/src/planted.ts',
      "import { createTheme } from '@portal/ui-kit';\nexport const x = createTheme;\n",
    );
    expect(found.join('\n')).toMatch(/enforce-module-boundaries/);
  });

  it('forbids deep imports into another package’s src/', async () => {
    const found = await problems(
      'libs/shell/src/planted.ts',
      "import { formatMoney } from '@portal/i18n/src/format/money';\nexport const x = formatMoney;\n",
    );
    expect(found.join('\n')).toMatch(/no-restricted-imports/);
  });

  it('forbids dangerouslySetInnerHTML outside ui-kit’s SafeHtml', async () => {
    const found = await problems(
      'libs/shell/src/planted.tsx',
      'export const X = () => <div dangerouslySetInnerHTML={{ __html: "x" }} />;\n',
    );
    expect(found.join('\n')).toMatch(/SafeHtml/);
  });

  it('forbids production files from importing test helpers, test tooling or the sandbox', async () => {
    for (const source of [
      '@portal/testing',
      '@portal/testing/fault-matrix',
      '@portal/session/testing',
      '@portal/sandbox-api',
      'msw/node',
      'vitest',
      '../testing/render-policies',
    ]) {
      const found = await problems('libs/policy-data/src/planted.ts', `import { x } from '${source}';\nexport const y = x;\n`);
      expect(found.join('\n'), source).toMatch(/no-restricted-imports/);
    }
  });

  it('lets tests, stories and testing/ folders use test helpers and the sandbox', async () => {
    const code =
      "import { renderWithPortal } from '@portal/testing';\nimport { setupSandboxServer } from '@portal/sandbox-api/testing';\nexport const x = [renderWithPortal, setupSandboxServer];\n";
    for (const file of ['libs/policy-data/src/planted.test.ts', 'libs/policy-data/src/testing/planted.ts']) {
      expect((await problems(file, code)).join('\n'), file).not.toMatch(/no-restricted-imports/);
    }
  });

  it("keeps the test kit on top: it may not import a feature, and session's production code may not import it", async () => {
    const intoFeature = "import { policyRoutes } from '@portal/policies';\nexport const x = policyRoutes;\n";
    expect((await problems('libs/testing/src/planted.ts', intoFeature)).join('\n')).toMatch(/enforce-module-boundaries/);
    const intoKit = "import { renderWithPortal } from '@portal/testing';\nexport const x = renderWithPortal;\n";
    expect((await problems('libs/session/src/store/planted.ts', intoKit)).join('\n')).toMatch(
      /no-restricted-imports|enforce-module-boundaries/,
    );
  });

  it('forbids colour literals outside the theme and the brands', async () => {
    for (const colour of ['#1b5e20', 'rgb(0, 0, 0)', 'rgba(0,0,0,0.5)']) {
      const found = await problems('libs/policies/src/planted.ts', `export const c = 'border: 1px solid ${colour}';\n`);
      expect(found.join('\n'), colour).toMatch(/portal\/no-colour-literal/);
    }
    expect(await problems('libs/ui-kit/src/theme/planted.ts', "export const c = '#1b5e20';\n")).toEqual([]);
  });

  it('makes a lib reach its wording through its own translation hook', async () => {
    const code = "import { useTranslation } from 'react-i18next';\nexport const x = useTranslation;\n";
    expect((await problems('libs/policies/src/dashboard/planted.ts', code)).join('\n')).toMatch(/portal\/own-translation-hook/);
    expect(await problems('libs/policies/src/use-policies-translation.ts', code)).toEqual([]);
  });

  it('forbids a feature from importing another feature, in production files and in tests', async () => {
    const intoPolicies = "import { policyRoutes } from '@portal/policies';\nexport const x = policyRoutes;\n";
    for (const file of ['libs/paynow/src/planted.ts', 'libs/paynow/src/planted.test.ts', 'libs/documents/src/testing/planted.ts']) {
      expect((await problems(file, intoPolicies)).join('\n'), file).toMatch(/enforce-module-boundaries/);
    }
  });

  it('lets the policy features share the policy data layer, which imports no feature', async () => {
    const intoPolicyData = "import { usePolicy } from '@portal/policy-data';\nexport const x = usePolicy;\n";
    for (const lib of ['policies', 'paynow', 'payment-update', 'documents']) {
      expect(await problems(`libs/${lib}/src/planted.ts`, intoPolicyData), lib).toEqual([]);
    }
    const found = await problems(
      'libs/policy-data/src/planted.ts',
      "import { policyRoutes } from '@portal/policies';\nexport const x = policyRoutes;\n",
    );
    expect(found.join('\n')).toMatch(/enforce-module-boundaries/);
  });

  it('keeps telemetry a leaf that session and the features may use', async () => {
    const intoTelemetry = "import { reportEvent } from '@portal/telemetry';\nexport const x = reportEvent;\n";
    expect(await problems('libs/session/src/planted.ts', intoTelemetry)).toEqual([]);
    expect(await problems('libs/payment-update/src/planted.ts', intoTelemetry)).toEqual([]);
    const found = await problems(
      'libs/telemetry/src/planted.ts',
      "import { isApiError } from '@portal/core-api';\nexport const x = isApiError;\n",
    );
    expect(found.join('\n')).toMatch(/enforce-module-boundaries/);
  });

  it('keeps the gateway a leaf that config and the features may use', async () => {
    const intoGateway = "import { loadVendorScript } from '@portal/gateway';\nexport const x = loadVendorScript;\n";
    expect(await problems('libs/config/src/planted.ts', intoGateway)).toEqual([]);
    expect(await problems('libs/paynow/src/planted.ts', intoGateway)).toEqual([]);
    const found = await problems('libs/gateway/src/planted.ts', "import { useBrand } from '@portal/config';\nexport const x = useBrand;\n");
    expect(found.join('\n')).toMatch(/enforce-module-boundaries/);
  });

  it('keeps i18n below config: config, the features and the brands (types) use it; it imports ui-kit and core-api only', async () => {
    const intoI18n = "import { formatMoney } from '@portal/i18n';\nexport const x = formatMoney;\n";
    expect(await problems('libs/config/src/planted.ts', intoI18n)).toEqual([]);
    expect(await problems('libs/paynow/src/planted.ts', intoI18n)).toEqual([]);
    expect(
      await problems(
        'brands/tamarack/src/planted.ts',
        "import type { WordingOverrides } from '@portal/i18n';\nexport type X = WordingOverrides;\n",
      ),
    ).toEqual([]);
    expect((await problems('brands/tamarack/src/planted.ts', intoI18n)).join('\n')).toMatch(/no-restricted-imports/);
    const below =
      "import { NoWrap } from '@portal/ui-kit';\nimport { parseApiDate } from '@portal/core-api';\nexport const x = [NoWrap, parseApiDate];\n";
    expect(await problems('libs/i18n/src/planted.ts', below)).toEqual([]);
    // Config imports i18n, so this one is also a cycle; telemetry, outside i18n's tags and no cycle, tests the tags alone.
    for (const code of [
      "import { useBrand } from '@portal/config';\nexport const x = useBrand;\n",
      "import { reportEvent } from '@portal/telemetry';\nexport const x = reportEvent;\n",
    ]) {
      expect((await problems('libs/i18n/src/planted.ts', code)).join('\n'), code).toMatch(/enforce-module-boundaries/);
    }
  });

  it('allows the shell to compose config, i18n and ui-kit', async () => {
    const found = await problems(
      'libs/shell/src/planted.ts',
      "import { useBrand } from '@portal/config';\nimport { formatMoney } from '@portal/i18n';\nimport { createTheme } from '@portal/ui-kit';\nexport const x = [useBrand, formatMoney, createTheme];\n",
    );
    expect(found).toEqual([]);
  });
});
