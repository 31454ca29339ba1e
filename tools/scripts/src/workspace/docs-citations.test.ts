import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the code cites resolves inside the repository: every "section N" of a comment or README is a `## N.` heading of
 * docs/product.md, every "docs/architecture.md, <heading>" is a `##` heading of docs/architecture.md, and nothing cites
 * the design notes that lived outside the repository (their rules are in docs/architecture.md now).
 */
const root = resolve(import.meta.dirname, '../../../..');
const SCANNED_DIRS = ['libs', 'apps', 'brands', 'tools', 'docs'];
const SCANNED_ROOT_FILES = ['README.md', 'eslint.config.mjs', 'vitest.config.ts', 'vitest.mutation.config.ts', 'stryker.config.mjs'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'reports', 'test-results', 'storybook-static']);
const SOURCE = /\.(ts|tsx|mjs|md)$/;

/** "section 4", "Sections 3, 7 and 8", "sections 2-9", "§9": the numbers cited (not the 403 of "Section 8, 403"). */
const SECTION_CITATION = /\bsections?\s+(\d+(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s*[-–]\s*)\d{1,2}(?!\d))*)|§\s*(\d+)/gi;
/** Spelt in two parts so that this file does not cite what it forbids. */
const DESIGN_CITATION = new RegExp(['DESIGN', '(?:\\.md\\b|\\s+(?:section|§)|\\s*§)'].join(''), 'i');
/** "docs/architecture.md, Budgets": the heading runs to the next punctuation or the end of the line. */
const ARCHITECTURE_CITATION = /docs\/architecture\.md,\s+([^\n():;,.`"*]+)/g;

export type CitationProblem = { line: number; text: string; problem: string };

const headings = (markdown: string): string[] => [...markdown.matchAll(/^## (.+)$/gm)].map((m) => (m[1] ?? '').trim());

export function citationProblems(text: string, productSections: ReadonlySet<number>, architectureHeadings: readonly string[]) {
  const problems: CitationProblem[] = [];
  text.split('\n').forEach((line, index) => {
    const report = (problem: string) => problems.push({ line: index + 1, text: line.trim(), problem });
    for (const match of line.matchAll(SECTION_CITATION)) {
      const numbers = (match[1] ?? match[2] ?? '').match(/\d+/g) ?? [];
      for (const n of numbers) {
        if (!productSections.has(Number(n))) report(`section ${n} is not a "## ${n}." heading of docs/product.md`);
      }
    }
    if (DESIGN_CITATION.test(line)) report('cites the design notes outside the repository; cite docs/architecture.md by heading');
    for (const match of line.matchAll(ARCHITECTURE_CITATION)) {
      const cited = (match[1] ?? '').trim();
      if (!architectureHeadings.includes(cited)) report(`"${cited}" is not a "##" heading of docs/architecture.md`);
    }
  });
  return problems;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(join(dir, entry.name));
    return entry.isFile() && SOURCE.test(entry.name) ? [join(dir, entry.name)] : [];
  });
}

const product = readFileSync(resolve(root, 'docs/product.md'), 'utf8');
const productSections = new Set([...product.matchAll(/^## (\d+)\. /gm)].map((m) => Number(m[1])));
const architectureHeadings = headings(readFileSync(resolve(root, 'docs/architecture.md'), 'utf8'));
const files = [
  ...SCANNED_DIRS.flatMap((dir) => sourceFiles(resolve(root, dir))),
  ...SCANNED_ROOT_FILES.map((file) => resolve(root, file)),
].filter((file) => !file.endsWith('docs-citations.test.ts'));

describe('citations resolve inside the repository', () => {
  it('docs/product.md has the nine numbered parts the code cites', () => {
    expect([...productSections].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('every "section N", "docs/architecture.md, <heading>" in libs, apps, brands, tools and docs resolves', () => {
    const problems = files.flatMap((file) =>
      citationProblems(readFileSync(file, 'utf8'), productSections, architectureHeadings).map(
        (p) => `${relative(root, file)}:${p.line}: ${p.problem}\n    ${p.text}`,
      ),
    );
    expect(files.length).toBeGreaterThan(500);
    expect(problems).toEqual([]);
  });

  it('reports each kind of broken citation (planted)', () => {
    const planted = [
      'spec section 4 is fine', // 1
      'sections 3, 7 and 12 of the spec', // 2: 12
      '§10 budgets', // 3: 10
      ['DESIGN', '.md section 2'].join(''), // 4
      ['DESIGN', ' section 11'].join(''), // 5
      '(docs/architecture.md, Budgets)', // 6: fine
      '(docs/architecture.md, Nowhere: a rule)', // 7
    ].join('\n');
    const problems = citationProblems(planted, productSections, architectureHeadings);
    expect(problems.map((p) => [p.line, p.problem])).toEqual([
      [2, expect.stringContaining('section 12 is not')],
      [3, expect.stringContaining('section 10 is not')],
      [4, expect.stringContaining('outside the repository')],
      [5, expect.stringContaining('section 11 is not')],
      [5, expect.stringContaining('outside the repository')],
      [7, expect.stringContaining('"Nowhere" is not')],
    ]);
    expect(citationProblems('Section 8, 403: locked', productSections, architectureHeadings)).toEqual([]);
  });
});
