import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * The repository's documentation stands alone in a fresh clone: every relative link in a tracked Markdown file points
 * at a file inside the repository that exists, and README links the product and architecture notes.
 */
const root = resolve(import.meta.dirname, '../../../..');
const markdown = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const links = (file: string) =>
  [...readFileSync(resolve(root, file), 'utf8').matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1] ?? '')
    .filter((href) => !/^(https?:|mailto:|#)/.test(href))
    .map((href) => href.split('#')[0] ?? '');

describe('documentation links', () => {
  it('README links docs/product.md and docs/architecture.md', () => {
    expect(links('README.md')).toContain('docs/product.md');
    expect(links('README.md')).toContain('docs/architecture.md');
  });

  it.each(markdown)('%s links only files inside the repository that exist', (file) => {
    for (const href of links(file).filter(Boolean)) {
      const target = resolve(root, dirname(file), href);
      expect(relative(root, target).startsWith('..'), `${file} -> ${href} leaves the repository`).toBe(false);
      expect(existsSync(target), `${file} -> ${href} does not exist`).toBe(true);
    }
  });
});
