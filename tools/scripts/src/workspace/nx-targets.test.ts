import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npx nx affected -t lint typecheck test` checks a change only if every project has the three targets and Nx caches
 * them. Read from the configuration itself (nx.json, the projects' files and the plugin that infers the targets), not
 * from `nx show projects`, which computes the whole project graph.
 */
const root = resolve(import.meta.dirname, '../../../..');
const PLUGIN = './tools/scripts/src/nx/check-targets.mjs';
const CHECKS = ['lint', 'typecheck', 'test'];

type Target = { command?: string; cache?: boolean; inputs?: unknown[]; dependsOn?: string[] };
type Nx = { name: string; implicitDependencies?: string[]; targets?: Record<string, Target> };
type CreateNodes = readonly [
  string,
  (
    files: string[],
    options: unknown,
    context: { workspaceRoot: string },
  ) => [string, { projects: Record<string, { targets: Record<string, Target> }> }][],
];

const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const nxJson = readJson('nx.json') as {
  plugins: unknown[];
  targetDefaults: Record<string, Target>;
  namedInputs: Record<string, unknown[]>;
};

/** Every project: a package.json with an "nx" key in a folder of apps/, libs/, brands/ or tools/. */
const projects = ['apps', 'libs', 'brands', 'tools'].flatMap((group) =>
  readdirSync(join(root, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, group, entry.name, 'package.json')))
    .map((entry) => ({ root: `${group}/${entry.name}`, nx: (readJson(`${group}/${entry.name}/package.json`) as { nx?: Nx }).nx }))
    .filter((project): project is { root: string; nx: Nx } => project.nx !== undefined),
);

/** The targets the plugin infers for each project folder, from the files it matches. */
async function inferredTargets(): Promise<Map<string, Record<string, Target>>> {
  const path: string = join(root, PLUGIN);
  const { createNodes } = (await import(path)) as { createNodes: CreateNodes };
  const files = projects
    .flatMap((p) => ['package.json', 'tsconfig.json'].map((f) => `${p.root}/${f}`))
    .filter((f) => existsSync(join(root, f)));
  const byRoot = new Map<string, Record<string, Target>>();
  for (const [, result] of createNodes[1](files, undefined, { workspaceRoot: root })) {
    for (const [projectRoot, { targets }] of Object.entries(result.projects))
      byRoot.set(projectRoot, { ...byRoot.get(projectRoot), ...targets });
  }
  return byRoot;
}

describe('Nx targets', () => {
  it('finds the projects (every app, lib and brand)', () => {
    const roots = projects.map((p) => p.root);
    expect(roots).toEqual(expect.arrayContaining(['apps/kowhai', 'libs/contacts', 'libs/shell', 'brands/tamarack', 'tools/e2e']));
    expect(roots.length).toBeGreaterThanOrEqual(35);
  });

  it('gives every project lint, typecheck and test, run on its own folder', async () => {
    expect(nxJson.plugins).toContain(PLUGIN);
    const targets = await inferredTargets();
    const missing = projects.flatMap((p) => CHECKS.filter((t) => !targets.get(p.root)?.[t]).map((t) => `${p.nx.name} (${p.root}): ${t}`));
    expect(missing).toEqual([]);
    for (const p of projects) {
      const own = targets.get(p.root) ?? {};
      expect(own['lint']?.command, p.root).toMatch(new RegExp(`^eslint .* ${p.root}$`));
      expect(own['typecheck']?.command, p.root).toMatch(new RegExp(`^tsc -p ${p.root}/tsconfig\\.json `));
      expect(own['test']?.command, p.root).toMatch(new RegExp(`^vitest run .* ${p.root}/$`));
    }
  });

  it("checks each project's files only, with the declarations every program shares", () => {
    for (const p of projects) {
      expect(readJson(`${p.root}/tsconfig.json`), p.root).toEqual({ extends: '../../tsconfig.project.json' });
    }
    // The i18next and styled-components augmentations live in files a project may not import.
    const shared = readFileSync(join(root, 'tsconfig.project.json'), 'utf8');
    expect(shared).toContain('"${configDir}/**/*.ts"');
    expect(shared).toContain('"libs/*/src/**/*-wording.ts"');
    expect(shared).toContain('"libs/*/src/**/*.d.ts"');
  });

  it('caches the checks on what they read: own files, the sources they import, their configuration', () => {
    for (const target of CHECKS) {
      const defaults = nxJson.targetDefaults[target];
      expect(defaults?.cache, target).toBe(true);
      expect(defaults?.inputs, target).toEqual(expect.arrayContaining(['default', '^source']));
    }
    expect(nxJson.targetDefaults['lint']?.inputs).toEqual(expect.arrayContaining(['{workspaceRoot}/eslint.config.mjs']));
    expect(nxJson.targetDefaults['typecheck']?.inputs).toContain('typeDeclarations');
    expect(nxJson.targetDefaults['test']?.inputs).toEqual(
      expect.arrayContaining(['{workspaceRoot}/vitest.config.ts', { env: 'PORTAL_SPEC' }]),
    );
    // This folder's tests read every doc and source file, so nothing less than the workspace is their input.
    const scripts = projects.find((p) => p.root === 'tools/scripts');
    expect(scripts?.nx.targets?.['test']?.inputs).toContain('wholeWorkspace');
  });

  it('runs the end-to-end suites from tools/e2e after building every brand, never from the cache', () => {
    const e2e = projects.find((p) => p.root === 'tools/e2e')?.nx;
    expect(e2e?.implicitDependencies).toEqual(['tag:type:app']);
    for (const target of ['e2e', 'engines']) {
      expect(e2e?.targets?.[target]?.dependsOn, target).toEqual(['^build']);
      expect(e2e?.targets?.[target]?.cache, target).toBe(false);
    }
    expect(e2e?.targets?.['e2e']?.command).toContain('playwright test -c tools/e2e/playwright.config.ts');
    expect(e2e?.targets?.['engines']?.command).toBe('tsx tools/e2e/src/engines/run-engines.ts');
  });
});
