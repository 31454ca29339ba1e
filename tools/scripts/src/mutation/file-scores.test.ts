import { describe, expect, it } from 'vitest';
import { fileScores, filesUnder, type MutationReport } from './file-scores';

const mutants = (...statuses: MutationReport['files'][string]['mutants'][number]['status'][]) => ({
  mutants: statuses.map((status) => ({ status })),
});

describe('mutation score per file', () => {
  const report: MutationReport = {
    files: {
      'b.ts': mutants('Killed', 'Timeout', 'Survived', 'NoCoverage', 'Ignored', 'CompileError'),
      'a.ts': mutants('Killed', 'Killed', 'Killed', 'Killed', 'Survived'),
      'c.ts': mutants('Ignored'),
    },
  };

  it('scores each file as Stryker does: killed and timed out over those plus survived and not covered', () => {
    expect(fileScores(report)).toEqual([
      { file: 'a.ts', score: 80, detected: 4, undetected: 1 },
      { file: 'b.ts', score: 50, detected: 2, undetected: 2 },
      { file: 'c.ts', score: null, detected: 0, undetected: 0 },
    ]);
  });

  it('lists the files under the minimum; exactly the minimum passes, a file with nothing to score is not listed', () => {
    expect(filesUnder(fileScores(report), 80).map((s) => s.file)).toEqual(['b.ts']);
    expect(filesUnder(fileScores(report), 80.01).map((s) => s.file)).toEqual(['a.ts', 'b.ts']);
  });
});
