import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A copy of the workspace's sources (every file git tracks or would add, as they stand in the working tree) in a
 * temporary folder, to generate into and check there while the tree itself stays as it is. Its node_modules links to
 * the workspace's packages, but for the workspace's own (@portal/*), which point into the copy.
 */
export function copyWorkspace(root: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'portal-screen-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && existsSync(join(root, f)));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(root, file), join(dir, file));
  }
  const modules = join(root, 'node_modules');
  mkdirSync(join(dir, 'node_modules'));
  for (const entry of readdirSync(modules)) {
    // The workspace's packages are relative links (../../libs/x): copied as links, they point into the copy.
    if (entry === '@portal') cpSync(join(modules, entry), join(dir, 'node_modules', entry), { recursive: true, verbatimSymlinks: true });
    else symlinkSync(join(modules, entry), join(dir, 'node_modules', entry));
  }
  // Nx's project graph as the workspace last computed it: the lint's module-boundary rule reads it (and is skipped
  // without it). The screen adds no project, so the workspace's graph is the copy's.
  const graph = join(root, '.nx', 'workspace-data');
  if (existsSync(join(graph, 'project-graph.json'))) {
    mkdirSync(join(dir, '.nx', 'workspace-data'), { recursive: true });
    for (const file of readdirSync(graph).filter((f) => f.endsWith('.json')))
      cpSync(join(graph, file), join(dir, '.nx', 'workspace-data', file));
  } else {
    const nx = join(modules, 'nx', 'dist', 'bin', 'nx.js');
    execFileSync(process.execPath, [nx, 'show', 'projects'], { cwd: dir, env: { ...process.env, NX_DAEMON: 'false' }, stdio: 'ignore' });
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
