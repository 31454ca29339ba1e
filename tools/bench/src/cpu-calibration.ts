import type { CDPSession } from 'puppeteer-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * The phones the benchmarks emulate, as Lighthouse's benchmarkIndex of the page's CPU (issue 37): Chrome DevTools'
 * calibrated mid-tier mobile (the budgets are judged there) and its low-tier mobile (reported as information).
 */
export const CPU_TARGETS = { midTier: 1000, lowTier: 264 } as const;

/** The rate found, and the benchmark index at rate 1 and at that rate. */
export type Calibration = { target: number; rate: number; unthrottledIndex: number; index: number };

/** How far from the target the index at the chosen rate may be, and how many times the rate is corrected at most. */
const TOLERANCE = 0.05;
const MAX_CORRECTIONS = 4;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/** Lighthouse's benchmarkIndex of the page's CPU at `rate` (the median of `samples`, each about a second). */
async function indexAt(cdp: CDPSession, rate: number, samples: number): Promise<number> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const expression = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
  // A first run warms the engine up (its code not yet optimised, it reads low): not counted.
  await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
  const values: number[] = [];
  for (let i = 0; i < samples; i++) {
    const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
    values.push(Number(result.value));
  }
  return median(values);
}

/**
 * The CPU throttling rate at which the page's benchmarkIndex meets `target`, as DevTools' CPU calibration finds it:
 * the index unthrottled, the rate that index calls for (the index falls as the rate rises), then that rate corrected
 * by the index measured at it until the two agree within 5%. Never below 1 (a machine slower than the target runs unthrottled). The same phone
 * on every machine: a fast machine is slowed more, a slow one less, where a fixed "CPU x4" emulates a different phone
 * on each. Leaves the page at rate 1.
 */
export async function calibrateCpu(cdp: CDPSession, target: number, samples = 5): Promise<Calibration> {
  const unthrottledIndex = await indexAt(cdp, 1, samples);
  let rate = Math.max(1, unthrottledIndex / target);
  let index = unthrottledIndex;
  // Corrected by the index measured at the rate until within TOLERANCE of the target (the index is not quite inversely
  // proportional to the rate, and one sample set of a busy machine can be off): at most MAX_CORRECTIONS times.
  // The rate returned is always one whose index was measured (the last correction is measured, not trusted).
  for (let i = 0; rate > 1; i++) {
    index = await indexAt(cdp, rate, samples);
    if (Math.abs(index / target - 1) <= TOLERANCE || i === MAX_CORRECTIONS) break;
    rate = Math.max(1, rate * (index / target));
  }
  if (rate === 1) index = unthrottledIndex;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { target, rate: Math.round(rate * 100) / 100, unthrottledIndex, index };
}

/** How a calibration is printed: the rate chosen and the indexes it came from. */
export const describeCalibration = (c: Calibration) =>
  `CPU x${c.rate.toFixed(2)} (benchmarkIndex ${Math.round(c.unthrottledIndex)} unthrottled, ${Math.round(c.index)} at that rate; target ${c.target})`;
