import { join } from 'node:path';
import { formatFiles, generateFiles, names, type Tree } from '@nx/devkit';

export type ScreenGeneratorSchema = { lib: string; name: string; route: string; title?: string; titleFr?: string };

/** The feature libraries whose screens the shell registers behind its session guard (signedInPages). */
const FEATURE_LIBS = ['policies', 'paynow', 'payment-update', 'contacts', 'documents'] as const;

export const ROUTE_TABLE = 'libs/session/src/paths/portal-paths.ts';
export const SHELL_WORDING = 'libs/shell/src/shell-wording.ts';
export const FRENCH = 'brands/tamarack/src/fr/wording.fr.ts';
export const STATES = 'docs/storybook-states.md';

const ts = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
/** Text inside a template literal. */
const tpl = (text: string) => text.replace(/[\\`]|\$\{/g, (c) => `\\${c}`);

/** A file's text, or an error naming it when it is not there or has lost the shape the generator edits. */
function read(tree: Tree, path: string, ...shapes: RegExp[]): string {
  const text = tree.read(path, 'utf-8');
  if (text === null) throw new Error(`${path} is missing.`);
  for (const shape of shapes) if (!shape.test(text)) throw new Error(`${path} no longer has the shape the generator edits (${shape}).`);
  return text;
}

/** What the templates and the edits need to know of the screen. */
function screenOf(tree: Tree, options: ScreenGeneratorSchema) {
  const { lib, name, route } = options;
  if (!(FEATURE_LIBS as readonly string[]).includes(lib)) throw new Error(`Library "${lib}" is not one of ${FEATURE_LIBS.join(', ')}.`);
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) throw new Error(`Name "${name}" must be lower case words joined by hyphens.`);
  if (!/^(\/([a-z0-9-]+|:[a-zA-Z]+))+$/.test(route)) throw new Error(`Route "${route}" must be /segments of lower case words or :params.`);
  const { propertyName: key, className } = names(name);
  const title = options.title?.trim() || `${name[0]!.toUpperCase()}${name.slice(1).replace(/-/g, ' ')}`;
  const titleFr = options.titleFr?.trim() || title;
  if (/[\n\r]|\*\//.test(title + titleFr)) throw new Error('A title must be one line of text (no "*/": it goes in comments too).');
  const table = read(tree, ROUTE_TABLE);
  if (new RegExp(`^  ${key}:`, 'm').test(table)) throw new Error(`The route table already has a page "${key}".`);
  if (table.includes(`'${route}'`)) throw new Error(`The route table already has ${route}.`);
  const folder = `libs/${lib}/src/${name}`;
  if (tree.exists(folder)) throw new Error(`${folder} exists.`);
  const routesFile = `libs/${lib}/src/${lib}-routes.ts`;
  const routesExport = /export const (\w+): RouteObject\[\] = \[/.exec(read(tree, routesFile))?.[1];
  const wordingFile = `libs/${lib}/src/${lib}-wording.ts`;
  const namespace = /interface ResourceNamespaceMap \{\n\s+(\w+): typeof/.exec(read(tree, wordingFile))?.[1];
  if (!routesExport || !namespace) throw new Error(`libs/${lib} no longer has the routes and wording files the generator edits.`);
  const params = [...route.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  // The page's address as a test or spec builds it: the route table's link, a policy number where the route takes one.
  const sample = (value: (param: string) => string) => (params.length ? `(${params.map(value).join(', ')})` : '');
  return {
    lib,
    name,
    route,
    key,
    className,
    title,
    titleFr,
    namespace,
    routesExport,
    routesFile,
    wordingFile,
    params,
    hook: `use${names(lib).className}Translation`,
    unitAddress: `portalPaths.${key}${sample((p) => (p === 'policyNumber' ? "'51000101'" : `'${p}-1'`))}`,
    // Tooling imports no lib index with React views (lint): the spec spells the address, as the other specs do.
    e2eAddress: `\`${route.replace(/:(\w+)/g, (_, p: string) => (p === 'policyNumber' ? `\${policyNumber}` : `${p}-1`))}\``,
    english: {
      heading: title,
      intro: `${title} will show here.`,
      loading: 'Loading...',
      loadFailed: 'We could not load this page. Please try again later, or call us on {phone}.',
    },
    french: {
      heading: titleFr,
      intro: `${titleFr} s’affichera ici.`,
      loading: 'Chargement…',
      loadFailed: 'Nous ne pouvons pas charger cette page. Veuillez réessayer plus tard ou nous appeler au {phone}.',
    },
  };
}
type Screen = ReturnType<typeof screenOf>;

/** The route table's two objects: the pattern the page is registered at, and the link to it. */
function addToRouteTable(tree: Tree, s: Screen): void {
  const text = read(
    tree,
    ROUTE_TABLE,
    /export const routePatterns = \{\n[\s\S]*?\n\} as const;/,
    /export const portalPaths = \{\n[\s\S]*?\n\} as const;/,
  );
  const segment = (p: string) => (p === 'policyNumber' ? 'segment(policyNumber)' : `encodeURIComponent(${p})`);
  const link = s.params.length
    ? `(${s.params.map((p) => `${p}: string`).join(', ')}) => \`${s.route.replace(/:(\w+)/g, (_, p: string) => `\${${segment(p)}}`)}\``
    : `routePatterns.${s.key}`;
  tree.write(
    ROUTE_TABLE,
    text
      .replace(/(export const routePatterns = \{\n[\s\S]*?)(\n\} as const;)/, `$1\n  ${s.key}: ${ts(s.route)},$2`)
      .replace(/(export const portalPaths = \{\n[\s\S]*?)(\n\} as const;)/, `$1\n  ${s.key}: ${link},$2`),
  );
}

/** The lib's route: lazy (its own chunk), titled by the shell's title; the shell already places the lib's routes. */
function addRoute(tree: Tree, s: Screen): void {
  const text = read(
    tree,
    s.routesFile,
    /import type \{ PageTitleKey \} from '@portal\/i18n';/,
    /import \{[^}]*\broutePatterns\b[^}]*\} from '@portal\/session';/,
  );
  const route =
    `  {\n    path: routePatterns.${s.key},\n    handle: { titleKey: 'shell:titles.${s.key}' satisfies PageTitleKey },\n` +
    `    lazy: () => import('./${s.name}/${s.name}-page').then((m) => ({ Component: m.${s.className}Page })),\n  },\n`;
  const list = new RegExp(`(export const ${s.routesExport}: RouteObject\\[\\] = \\[\\n[\\s\\S]*?\\n)(\\];)`);
  if (!list.test(text)) throw new Error(`${s.routesFile} no longer has the shape the generator edits.`);
  tree.write(s.routesFile, text.replace(list, `$1${route}$2`));
}

const keyLines = (s: Screen, words: Record<string, string>, indent: string) =>
  Object.entries(words)
    .map(([k, text]) => `${indent}'${s.key}.${k}': ${ts(text)},\n`)
    .join('');

/** Its wording: the lib's English (typed by the lib's namespace), the shell's page title, and both in French. */
function addWording(tree: Tree, s: Screen): void {
  const lib = read(tree, s.wordingFile, /\n\};\n/);
  tree.write(s.wordingFile, lib.replace(/\n\};\n/, `\n  // ${s.title} (${s.route})\n${keyLines(s, s.english, '  ')}};\n`));
  const shell = read(tree, SHELL_WORDING, /\n {2}'titles\.[^\n]*\n(?! {2}'titles\.)/);
  tree.write(SHELL_WORDING, shell.replace(/(\n {2}'titles\.[^\n]*\n)(?! {2}'titles\.)/, `$1  'titles.${s.key}': ${ts(s.title)},\n`));
  const fr = read(
    tree,
    FRENCH,
    new RegExp(`\\n {2}${s.namespace}: \\{\\n[\\s\\S]*?\\n {2}\\},\\n`),
    /\n {4}'titles\.[^\n]*\n(?! {4}'titles\.)/,
  );
  tree.write(
    FRENCH,
    fr
      .replace(/(\n {4}'titles\.[^\n]*\n)(?! {4}'titles\.)/, `$1    'titles.${s.key}': ${ts(s.titleFr)},\n`)
      .replace(new RegExp(`(\\n {2}${s.namespace}: \\{\\n[\\s\\S]*?\\n)( {2}\\},\\n)`), `$1${keyLines(s, s.french, '    ')}$2`),
  );
}

/** The Storybook states list: the screen's states and the stories that show them. */
function addStates(tree: Tree, s: Screen): void {
  const id = `${s.lib}-${s.className.toLowerCase()}page`;
  const rows = [
    ['State', 'Story'],
    ['---', '---'],
    ['Loaded (signed in to the sandbox)', `✅ \`${id}--signed-in\``],
    ['Loading', `✅ \`${id}--loading\``],
  ];
  const table = rows.map((r) => `| ${r.join(' | ')} |`).join('\n');
  tree.write(STATES, `${read(tree, STATES).trimEnd()}\n\n## ${s.title} (\`${s.route}\`)\n\n${table}\n`);
}

/**
 * `npm run generate:screen -- --lib=<lib> --name=<name> --route=/path` (`nx g @portal/tools:screen`): a signed-in page
 * of a feature library, wired end to end: the route table, the lib's route, its wording in English and French, a
 * story, a unit test, a fault-cells suite and an e2e smoke, each passing as generated (docs/architecture.md, "Add a
 * screen"). The page reads the customer's details, as every signed-in page does; its content is yours to write.
 */
export default async function screenGenerator(tree: Tree, options: ScreenGeneratorSchema): Promise<void> {
  const s = screenOf(tree, options);
  generateFiles(tree, join(import.meta.dirname, 'files'), '.', { ...s, tmpl: '', ts, tpl });
  addToRouteTable(tree, s);
  addRoute(tree, s);
  addWording(tree, s);
  addStates(tree, s);
  await formatFiles(tree);
}
