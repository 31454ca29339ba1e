/**
 * Stryker's `break` threshold judges the total only; issue #30 asks for 80 % on every mutated file. This reads the
 * mutation-testing report (Stryker's JSON reporter, mutation-testing-report-schema) and scores each file as Stryker
 * does: detected (killed, timeout) over valid mutants (detected plus survived and no coverage); ignored, compile and
 * runtime errors are outside the score.
 */
type MutantStatus = 'Killed' | 'Timeout' | 'Survived' | 'NoCoverage' | 'Ignored' | 'CompileError' | 'RuntimeError' | 'Pending';
export type MutationReport = { files: Record<string, { mutants: Array<{ status: MutantStatus }> }> };
export type FileScore = { file: string; score: number | null; detected: number; undetected: number };

export function fileScores(report: MutationReport): FileScore[] {
  return Object.entries(report.files)
    .map(([file, { mutants }]) => {
      const count = (...statuses: MutantStatus[]) => mutants.filter((m) => statuses.includes(m.status)).length;
      const detected = count('Killed', 'Timeout');
      const undetected = count('Survived', 'NoCoverage');
      const valid = detected + undetected;
      return { file, score: valid === 0 ? null : (100 * detected) / valid, detected, undetected };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** Files scoring under `minimum` (a file without valid mutants has nothing to score). */
export const filesUnder = (scores: FileScore[], minimum: number): FileScore[] =>
  scores.filter((s) => s.score !== null && s.score < minimum);
