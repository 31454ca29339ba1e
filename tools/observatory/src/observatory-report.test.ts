import { describe, expect, it } from 'vitest';
import { REQUIRED_SCORE, scanTable, shortfalls, type HostScan } from './observatory-report';

const test = (result: string, scoreModifier: number, pass = true) => ({ result, pass, scoreModifier });
const scanned = (score: number, tests: Record<string, ReturnType<typeof test>>): HostScan => ({
  scan: { score, grade: 'A+', testsPassed: Object.values(tests).filter((t) => t.pass).length, testsQuantity: Object.keys(tests).length },
  tests,
});
const ceiling = scanned(135, {
  'content-security-policy': test('csp-implemented-with-no-unsafe-default-src-none', 10),
  'cross-origin-resource-policy': test('corp-implemented-with-same-origin', 10),
  'subresource-integrity': test('sri-implemented-and-all-scripts-loaded-securely', 5),
});

describe('the HTTP Observatory verdict', () => {
  it('passes a brand at the ceiling with every test passed', () => {
    expect(REQUIRED_SCORE).toBe(135);
    expect(shortfalls(ceiling)).toEqual([]);
  });

  it('fails a lower score, a failed test, a failed scan and a brand not scanned, saying why', () => {
    expect(shortfalls(scanned(115, { 'content-security-policy': test('csp-implemented-with-no-unsafe', 5) }))).toEqual(['score 115 < 135']);
    expect(shortfalls(scanned(140, { cookies: test('cookies-without-secure-flag', -20, false) }))).toEqual([
      'cookies failed: cookies-without-secure-flag',
    ]);
    expect(shortfalls({ error: 'The site seems to be down.' })).toEqual(['scan failed: The site seems to be down.']);
    expect(shortfalls(undefined)).toEqual(['not scanned']);
  });

  it('tables a brand: score, grade, tests passed, then each test’s result, pass and modifier', () => {
    const table = scanTable('kowhai (my.kowhai.example)', ceiling).split('\n');
    expect(table[0]).toBe('### kowhai (my.kowhai.example): 135 (A+), 3 of 3 tests passed');
    expect(table[2]).toMatch(/^\| test +\| result +\| pass \| modifier \|$/);
    expect(table[4]).toMatch(/^\| content-security-policy +\| csp-implemented-with-no-unsafe-default-src-none +\| yes +\| \+10 +\|$/);
    expect(scanTable('x', scanned(80, { cookies: test('bad', -20, false) }))).toMatch(/\| cookies \| bad +\| NO +\| -20 +\|/);
  });
});
