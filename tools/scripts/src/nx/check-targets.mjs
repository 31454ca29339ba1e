// An Nx plugin (nx.json "plugins"): the checks every project gets, inferred from its files, so no project repeats them.
// A project (a package.json under apps/, libs/, brands/ or tools/) gets lint and test; with a tsconfig.json, typecheck.
// What each target's cache depends on (inputs) is nx.json's targetDefaults; a project overrides them in its package.json.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The target each file gives its project's folder. */
const targetsFor = (root, file) =>
  file.endsWith('tsconfig.json')
    ? {
        // The project's own files with the declarations every program shares (tsconfig.project.json). Incremental: a
        // re-run re-checks only what changed since the last one (the build info is a speed cache, not an output).
        typecheck: {
          command: `tsc -p ${root}/tsconfig.json --incremental --tsBuildInfoFile node_modules/.cache/typecheck/${root.replace('/', '-')}.tsbuildinfo`,
        },
      }
    : {
        lint: { command: `eslint --max-warnings=0 ${root}` },
        // The root vitest.config.ts (environments, set-up), on this project's test files only: the slash keeps
        // libs/policy from matching libs/policy-data.
        test: { command: `vitest run --passWithNoTests ${root}/` },
      };

export const createNodes = [
  '{apps,libs,brands,tools}/*/{package.json,tsconfig.json}',
  (files, _options, context) =>
    files
      .filter((file) => existsSync(join(context.workspaceRoot, dirname(file), 'package.json')))
      .map((file) => [file, { projects: { [dirname(file)]: { targets: targetsFor(dirname(file), file) } } }]),
];
