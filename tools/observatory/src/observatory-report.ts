/** What the scanner says of one host (scan-hosts.ts's JSON): the summary and each test's result. */
export type HostScan =
  | {
      scan: { score: number; grade: string; testsPassed: number; testsQuantity: number };
      tests: Record<string, { result: string; pass: boolean; scoreModifier: number }>;
    }
  | { error: string };

/** The score every brand must reach: the scanner's ceiling for a site not (yet) on the HSTS preload list. */
export const REQUIRED_SCORE = 135;

/** Why a brand's scan falls short (empty when it scores at least `required` with every test passed). */
export function shortfalls(result: HostScan | undefined, required = REQUIRED_SCORE): string[] {
  if (!result) return ['not scanned'];
  if ('error' in result) return [`scan failed: ${result.error}`];
  const problems = Object.entries(result.tests)
    .filter(([, test]) => !test.pass)
    .map(([name, test]) => `${name} failed: ${test.result}`);
  if (result.scan.score < required) problems.unshift(`score ${result.scan.score} < ${required}`);
  return problems;
}

const cell = (value: string | number, width: number) => String(value).padEnd(width);

/** One brand's table: score and grade, then each test's result, pass and modifier (Markdown, for a closing note). */
export function scanTable(label: string, result: HostScan): string {
  if ('error' in result) return `### ${label}\n\nscan failed: ${result.error}\n`;
  const { score, grade, testsPassed, testsQuantity } = result.scan;
  const rows = Object.entries(result.tests).map(([name, t]) => [
    name,
    t.result,
    t.pass ? 'yes' : 'NO',
    t.scoreModifier > 0 ? `+${t.scoreModifier}` : String(t.scoreModifier),
  ]);
  const widths = [0, 1, 2, 3].map((i) => Math.max(...[['test', 'result', 'pass', 'modifier'], ...rows].map((r) => String(r[i]).length)));
  const line = (r: (string | number)[]) => `| ${r.map((v, i) => cell(v, widths[i] ?? 0)).join(' | ')} |`;
  return [
    `### ${label}: ${score} (${grade}), ${testsPassed} of ${testsQuantity} tests passed`,
    '',
    line(['test', 'result', 'pass', 'modifier']),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map(line),
    '',
  ].join('\n');
}
