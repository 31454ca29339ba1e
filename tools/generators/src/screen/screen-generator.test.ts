import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { FsTree, flushChanges } from 'nx/src/generators/tree';
import { describe, expect, it, onTestFinished } from 'vitest';
import screenGenerator, { FRENCH, ROUTE_TABLE, SHELL_WORDING, STATES, type ScreenGeneratorSchema } from './screen-generator';
import { copyWorkspace } from './workspace-copy';

const repo = resolve(import.meta.dirname, '../../../..');
const options: ScreenGeneratorSchema = {
  lib: 'contacts',
  name: 'contact-preferences',
  route: '/contacts/preferences',
  title: 'Contact preferences',
  titleFr: 'Préférences de contact',
};
const folder = 'libs/contacts/src/contact-preferences';
const made = [
  `${folder}/contact-preferences-page.tsx`,
  `${folder}/contact-preferences-page.test.tsx`,
  `${folder}/contact-preferences-page.stories.tsx`,
  `${folder}/contact-preferences.fault-cells.test.tsx`,
  'tools/e2e/src/contact-preferences.spec.ts',
];
const edited = [
  ROUTE_TABLE,
  'libs/contacts/src/contacts-routes.ts',
  'libs/contacts/src/contacts-wording.ts',
  SHELL_WORDING,
  FRENCH,
  STATES,
];

/** The workspace as it is, read through a tree that keeps what a generator writes in memory. */
const workspaceTree = () => new FsTree(repo, false);
const changesOf = (tree: FsTree) => Object.fromEntries(tree.listChanges().map((c) => [c.path, c.type]));

describe('screen generator', () => {
  it('makes the page, its story, unit test, fault-cells suite and e2e smoke, and edits the six places a screen is wired', async () => {
    const tree = workspaceTree();
    await screenGenerator(tree, options);
    expect(changesOf(tree)).toEqual({
      ...Object.fromEntries(made.map((path) => [path, 'CREATE'])),
      ...Object.fromEntries(edited.map((path) => [path, 'UPDATE'])),
    });
    const text = (path: string) => tree.read(path, 'utf-8') ?? '';
    expect(text(ROUTE_TABLE)).toContain("  contactPreferences: '/contacts/preferences',\n");
    expect(text(ROUTE_TABLE)).toContain('  contactPreferences: routePatterns.contactPreferences,\n');
    expect(text('libs/contacts/src/contacts-routes.ts')).toMatch(
      /path: routePatterns\.contactPreferences,\n\s+handle: \{ titleKey: 'shell:titles\.contactPreferences' satisfies PageTitleKey \},\n\s+lazy: \(\) => import\('\.\/contact-preferences\/contact-preferences-page'\)/,
    );
    expect(text('libs/contacts/src/contacts-wording.ts')).toContain("'contactPreferences.heading': 'Contact preferences',");
    expect(text(SHELL_WORDING)).toContain("'titles.contactPreferences': 'Contact preferences',");
    // The French of both, each in its namespace's block.
    const fr = text(FRENCH);
    expect(fr.slice(fr.indexOf('\n  shell: {'), fr.indexOf('\n  accessibility: {'))).toContain(
      "'titles.contactPreferences': 'Préférences de contact',",
    );
    expect(fr.slice(fr.indexOf('\n  contacts: {'), fr.indexOf('\n  documents: {'))).toContain(
      "'contactPreferences.heading': 'Préférences de contact',",
    );
    expect(text(STATES)).toContain('`contacts-contactpreferencespage--signed-in`');
    expect(text(`${folder}/contact-preferences-page.tsx`)).toContain('export function ContactPreferencesPage()');
    // Nothing of a brand in the lib's files.
    for (const path of made.filter((p) => p.startsWith('libs/')))
      expect(text(path), path).not.toMatch(/wattlebird|ironbark|saltbush|kowhai|pohutukawa|tamarack/i);
  });

  it('links a route with a policy number through the route table, encoded as one segment, and escapes a title', async () => {
    const tree = workspaceTree();
    await screenGenerator(tree, { lib: 'policies', name: 'beneficiaries', route: '/beneficiaries/:policyNumber', title: "Who's covered" });
    const table = tree.read(ROUTE_TABLE, 'utf-8') ?? '';
    expect(table).toContain("  beneficiaries: '/beneficiaries/:policyNumber',\n");
    expect(table).toContain('  beneficiaries: (policyNumber: string) => `/beneficiaries/${segment(policyNumber)}`,\n');
    expect(tree.read('libs/policies/src/beneficiaries/beneficiaries-page.test.tsx', 'utf-8')).toContain(
      "const address = portalPaths.beneficiaries('51000101');",
    );
    expect(tree.read('tools/e2e/src/beneficiaries.spec.ts', 'utf-8')).toContain('{ to: `/beneficiaries/${policyNumber}` }');
    expect(tree.read(SHELL_WORDING, 'utf-8')).toContain(`'titles.beneficiaries': "Who's covered",`);
  });

  it('smoke-tests a documents screen only in the brands with the documents feature, where the shell registers it', async () => {
    const tree = workspaceTree();
    await screenGenerator(tree, { lib: 'documents', name: 'letters', route: '/letters/:policyNumber' });
    const spec = tree.read('tools/e2e/src/letters.spec.ts', 'utf-8') ?? '';
    expect(spec).toContain('brandsWhere((b) => b.regional.featureFlag.documentsFeature === 1)');
    expect(spec).not.toContain('allBrands');
    expect(tree.read('libs/documents/src/documents-wording.ts', 'utf-8')).toContain("'letters.heading': 'Letters',");
  });

  it('refuses a lib that is not a feature, a bad name or route, and a page or address the table has, writing nothing', async () => {
    const refused = async (changed: Partial<ScreenGeneratorSchema>, message: string) => {
      const tree = workspaceTree();
      await expect(screenGenerator(tree, { ...options, ...changed })).rejects.toThrow(message);
      expect(tree.listChanges()).toEqual([]);
    };
    await refused({ lib: 'shell' }, 'Library "shell" is not one of');
    await refused({ name: 'Contact Preferences' }, 'must be lower case words joined by hyphens');
    await refused({ route: 'contacts/preferences' }, 'must be /segments');
    await refused({ name: 'contacts-update' }, 'already has a page "contactsUpdate"');
    await refused({ route: '/contacts/update' }, 'already has /contacts/update');
  });

  it('is one command: npm run generate:screen runs it through Nx', () => {
    const scripts = (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['generate:screen']).toBe('nx g @portal/tools:screen');
    const { generators } = JSON.parse(readFileSync(join(repo, 'tools/generators/generators.json'), 'utf8')) as {
      generators: Record<string, { factory: string }>;
    };
    const factory = createRequire(import.meta.url)(join(repo, 'tools/generators', generators['screen']!.factory)) as { default: unknown };
    // Loaded by tsx's hook, as Nx loads it: the generator's own function, in another module instance than this test's.
    expect(factory.default).toEqual(expect.any(Function));
    expect((factory.default as () => unknown).name).toBe(screenGenerator.name);
  });

  it('makes a screen that passes tsc, lint, prettier, its unit test, its fault cells and the languages’ checks, leaving the tree as it was', async () => {
    const status = () => execFileSync('git', ['status', '--porcelain', '--', ...made, ...edited, folder], { cwd: repo, encoding: 'utf8' });
    const before = status();
    const copy = copyWorkspace(repo);
    // Removed even when the test times out (the finally below waits for checks that may never end).
    onTestFinished(copy.remove);
    try {
      const tree = new FsTree(copy.dir, false);
      await screenGenerator(tree, options);
      flushChanges(copy.dir, tree.listChanges());
      const run = (bin: string, args: string[]) =>
        promisify(execFile)(process.execPath, [join(copy.dir, 'node_modules', bin), ...args], {
          cwd: copy.dir,
          // The checks' own environment, not this vitest's (a nested run reads VITEST_* as its own).
          env: Object.fromEntries(Object.entries({ ...process.env, NX_DAEMON: 'false' }).filter(([k]) => !/^(VITEST|TINYPOOL)/.test(k))),
          maxBuffer: 16 * 1024 * 1024,
        }).catch((error: { stdout?: string; stderr?: string }) => {
          throw new Error(`${bin} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
        });
      // tsc over what the screen touches (its imports follow), with every lib's wording for the French's full type.
      writeFileSync(
        join(copy.dir, 'tsconfig.screen.json'),
        JSON.stringify({
          extends: './tsconfig.base.json',
          include: [...made, ...edited.filter((p) => p.endsWith('.ts')), 'libs/*/src/**/*-wording.ts', '**/*.d.ts'],
          exclude: ['node_modules'],
        }),
      );
      const code = [...made, ...edited.filter((p) => p.endsWith('.ts'))];
      // Only what the screen wrote or edited answers here: the rest of the tree has its own type check (npm run typecheck).
      const typeCheck = () =>
        run('typescript/bin/tsc', ['-p', 'tsconfig.screen.json']).catch((error: Error) => {
          const errors = error.message.split('\n').filter((line) => /^\S+\(\d+,\d+\): error TS/.test(line));
          if (!errors.length || errors.some((line) => code.some((path) => line.startsWith(`${path}(`)))) throw error;
        });
      // Two at a time, for two cores: the tests first (their workers start in time on a busy machine), then the type
      // check beside lint and prettier.
      await run('vitest/vitest.mjs', [
        'run',
        ...made.filter((p) => p.endsWith('.test.tsx')),
        'tools/brand-registry/src/brand-languages.test.ts',
        'tools/scripts/src/workspace/language-wording.test.ts',
      ]);
      await Promise.all([
        typeCheck(),
        run('eslint/bin/eslint.js', ['--max-warnings=0', ...code]).then(() =>
          run('prettier/bin/prettier.cjs', ['--check', ...made, ...edited]),
        ),
      ]);
      // npm run test:screen-build (SCREEN_BUILD=1): one brand built from the copy, the page its own lazy chunk. About 10 s
      // of two cores, so not in the unit stage.
      if (process.env['SCREEN_BUILD'] === '1') {
        await run('vite/bin/vite.js', ['build', '--logLevel', 'error', join(copy.dir, 'apps/wattlebird')]);
        const chunks = readdirSync(join(copy.dir, 'dist/apps/wattlebird/assets'));
        expect(chunks.filter((f) => /^contact-preferences-page-[\w-]+\.js$/.test(f))).toHaveLength(1);
      }
    } finally {
      copy.remove();
    }
    expect(existsSync(copy.dir)).toBe(false);
    expect(status()).toBe(before);
  }, 420_000);
});
