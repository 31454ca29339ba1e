import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docs cannot drift from the code: every code name a README or docs/ page writes in backticks is in the code. A
 * function, hook, type or constant (`useSessionEndReason`, `readPayNowReturn()`) is a word of some tracked source file;
 * a path (`libs/gateway/src/gateway-settings.ts`) is a file, beside the page, from the root or at the end of a tracked
 * path (a build's `dist/` aside); `npm run <script>` is a
 * script of the root package.json. Names that are not ours are listed below with the reason.
 */
const root = resolve(import.meta.dirname, '../../../..');
const tracked = (...patterns: string[]) =>
  execFileSync('git', ['ls-files', '--', ...patterns], { cwd: root, encoding: 'utf8' })
    .trim()
    .split('\n')
    .filter(Boolean);

/** Backticked names a page may give that the code does not hold, with why. */
const NOT_OURS: Record<string, { names: string[]; why: string }> = {
  'docs/product.md': {
    names: ['bearerToken', 'bearerTokenExpiresAt', 'isAccountLocked', 'CoverAmount', 'receiptReference', 'paymentDate'],
    why: "part 3 restates the specification's entities in its own names; the portal keeps them under others",
  },
  'tools/sandbox-api/README.md': {
    names: ['anchor/index.html'],
    why: 'a file the Storybook build writes (the reCAPTCHA frame), not a source',
  },
  'libs/contacts/README.md': {
    names: ['useComboBox', 'useListBox', 'useOption', 'useComboBoxState'],
    why: "react-aria's hooks, weighed against downshift and not used",
  },
};

/** A code name: an identifier with a capital inside (camelCase, PascalCase) or a call, e.g. `useOnline()`. */
const CODE_NAME = /^([A-Za-z_$][\w$]*[a-z0-9][A-Z][\w$]*)(\(\))?$/;
/** A repository path or file name with a code or doc extension, no URL, no leading slash. */
const PATH = /^(?![a-z]+:)[\w@.-]+(\/[\w@.[\]-]+)*\.(ts|tsx|mjs|js|json|md|css|html)$/;
const SCRIPT = /^npm run ([\w:-]+)/;
/** Files a build writes into an artifact (README, Release), not sources. */
const BUILT = new Set(['configResponse.json', '503.html', 'build-manifest.json', 'manifest.webmanifest']);
/** A URL written without its scheme (`js.stripe.com/v3/...`): a host, not a folder. */
const HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+\//;

/** The backticked names of a page outside its fenced code blocks. */
const backtickedNames = (markdown: string): string[] =>
  [...markdown.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map((m) => (m[1] ?? '').trim());

function driftOf(doc: string, names: readonly string[], corpus: string, files: ReadonlySet<string>, scripts: ReadonlySet<string>) {
  const missing: string[] = [];
  const exempt = new Set(NOT_OURS[doc]?.names ?? []);
  for (const name of names) {
    const code = CODE_NAME.exec(name)?.[1];
    const script = SCRIPT.exec(name)?.[1];
    if (code && !exempt.has(code) && !new RegExp(`\\b${code.replace(/\$/g, '\\$')}\\b`).test(corpus)) missing.push(name);
    else if (script && !scripts.has(script)) missing.push(name);
    else if (
      PATH.test(name) &&
      !/^(dist|test-results|node_modules)\//.test(name) &&
      !HOST.test(name) &&
      !BUILT.has(name) &&
      !exempt.has(name)
    ) {
      // Beside the page, from the root, or the end of a tracked path (a README's `src/main.tsx` of each app).
      const candidates = [join(dirname(doc), name), name];
      const found = candidates.some((c) => files.has(c) || existsSync(join(root, c))) || [...files].some((f) => f.endsWith(`/${name}`));
      if (!found) missing.push(name);
    }
  }
  return missing;
}

describe('the docs name what the code has', () => {
  const docs = tracked('*.md').filter((f) => !f.includes('node_modules/'));
  const sources = tracked('*.ts', '*.tsx', '*.mjs', '*.js', '*.json', '*.html', '*.css', '.ci/run');
  // Not this file: its own examples of drift would be found in it.
  const corpus = sources
    .filter((f) => !f.endsWith('docs-code-names.test.ts'))
    .map((f) => readFileSync(join(root, f), 'utf8'))
    .join('\n');
  const files = new Set(tracked());
  const scripts = new Set(Object.keys((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: object }).scripts));

  it('finds a drifted name, a missing file and an unknown script, and passes what exists', () => {
    const names = [
      'useOnline',
      'useNoSuchHook()',
      'libs/session/src/index.ts',
      'libs/session/src/gone.ts',
      'npm run bench',
      'npm run nope',
    ];
    expect(driftOf('README.md', names, corpus, files, scripts)).toEqual(['useNoSuchHook()', 'libs/session/src/gone.ts', 'npm run nope']);
  });

  it.each(docs)('%s', (doc) => {
    expect(driftOf(doc, backtickedNames(readFileSync(join(root, doc), 'utf8')), corpus, files, scripts)).toEqual([]);
  });
});
