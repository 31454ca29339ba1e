import { describe, expect, it } from 'vitest';
import {
  FLOOR_BUDGETS,
  FLOW_BUDGETS,
  floorOverBudget,
  heapOverBudget,
  stepFigures,
  stepOverBudget,
  type StepReport,
  type StepResult,
} from './flow-budgets';

const policy: StepReport = { name: 'policy', kind: 'timespan', signedIn: true, shownMs: 1000, inpMs: 100, cls: 0.02, tbtMs: 400 };

describe('flow budgets', () => {
  it('accepts a signed-in screen on every limit: shown in 1 s, INP 100 ms, a layout shift of 0.02, three round trips', () => {
    expect(FLOW_BUDGETS).toEqual({ shownMaxMs: 1000, inpMaxMs: 100, clsMax: 0.02, roundTripsMax: 3 });
    expect(stepOverBudget('wattlebird', { ...policy, roundTrips: 3 })).toEqual([]);
  });

  it('names each figure over its budget, with the brand, the step and the slow interaction', () => {
    const slow = { ...policy, shownMs: 1001, inpMs: 101, inpInteraction: 'click on View policy', cls: 0.021, roundTrips: 4 };
    expect(stepOverBudget('kowhai', slow)).toEqual([
      'kowhai policy: shown after 1001 ms > 1000 ms',
      'kowhai policy: INP 101 ms > 100 ms (click on View policy)',
      'kowhai policy: layout shift 0.021 > 0.02',
      'kowhai policy: 4 API round trips > 3',
    ]);
  });

  it('holds only signed-in screens to the shown budget, and judges no figure a step did not give', () => {
    expect(stepOverBudget('tamarack', { ...policy, name: 'login', kind: 'navigation', signedIn: false, shownMs: 2400 })).toEqual([]);
    expect(stepOverBudget('tamarack', { name: 'contact form', kind: 'snapshot', signedIn: true })).toEqual([]);
    // Blocking time is reported, not budgeted: it shows where a slow screen's time went.
    expect(stepOverBudget('tamarack', { ...policy, tbtMs: 5000 })).toEqual([]);
  });

  it('reads TBT, INP and its interaction, CLS and the longest tasks from a timespan step', () => {
    const lhr: StepResult = {
      audits: {
        'total-blocking-time': { numericValue: 180 },
        'interaction-to-next-paint': { numericValue: 96 },
        'cumulative-layout-shift': { numericValue: 0.004 },
        'largest-contentful-paint': { scoreDisplayMode: 'notApplicable' },
        'layout-shifts': {
          details: {
            items: [
              { score: 0.003, node: { snippet: '<footer class="sc-a">', nodeLabel: 'Privacy policy Terms of use' } },
              { score: 0.001, node: { nodeLabel: 'Policy number' } },
            ],
          },
        },
        'work-during-interaction': {
          details: {
            items: [
              { type: 'table', items: [{ node: { nodeLabel: 'Continue', selector: 'form > button' } }] },
              { type: 'table', items: [] },
              { type: 'debugdata', interactionType: 'pointerup' },
            ],
          },
        },
        'long-tasks': {
          details: {
            debugData: {
              urls: ['https://127.0.0.1/assets/dashboard-page.js'],
              tasks: [
                { urlIndex: 0, startTime: 10, duration: 120, scriptEvaluation: 90 },
                { urlIndex: 0, startTime: 300, duration: 260, scriptEvaluation: 200, styleLayout: 50 },
              ],
            },
          },
        },
      },
    };
    const figures = stepFigures('dashboard', lhr);
    expect(figures).toMatchObject({ tbtMs: 180, inpMs: 96, inpInteraction: 'pointerup on Continue', cls: 0.004, longestTaskMs: 260 });
    expect(figures.lcpMs).toBeUndefined();
    expect(figures.shifts).toEqual([
      { score: 0.003, element: '<footer class="sc-a">' },
      { score: 0.001, element: 'Policy number' },
    ]);
    expect(figures.longTasks?.map((t) => t.durationMs)).toEqual([260, 120]);
  });

  it('gives no INP for a step without interactions, no longest task when none was long, and a snapshot’s score', () => {
    const lhr: StepResult = {
      audits: { 'interaction-to-next-paint': { scoreDisplayMode: 'notApplicable' }, 'long-tasks': { details: {} } },
      categories: { accessibility: { score: 0.96 } },
    };
    expect(stepFigures('contacts', lhr)).toMatchObject({ inpMs: undefined, inpInteraction: undefined, longestTaskMs: 0, a11y: 96 });
    expect(() => stepFigures('login', { audits: {}, runtimeError: { code: 'NO_FCP', message: 'no paint' } })).toThrow(
      'login: Lighthouse NO_FCP',
    );
  });

  it('holds the retained heap after the last round within 2 MB of the first round’s', () => {
    const mb = 1024 * 1024;
    expect(heapOverBudget(12 * mb, 14 * mb)).toEqual([]);
    expect(heapOverBudget(12 * mb, 10 * mb)).toEqual([]);
    expect(heapOverBudget(12 * mb, 14 * mb + 1)).toEqual(['retained heap grew by 2.00 MB (12.00 MB to 14.00 MB) > 2.00 MB']);
  });

  it('holds the dashboard to its floor: first cards within 1 s, settled within 1.15 x the floor, CLS, TBT, round trips', () => {
    const row = { label: 'kowhai nz-ten', floorSettledMs: 1000, cardsMs: 1000, settledMs: 1150, cls: 0.02, tbtMs: 100, roundTrips: 3 };
    expect(FLOOR_BUDGETS).toEqual({ cardsMaxMs: 1000, settledMaxRatio: 1.15, clsMax: 0.02, tbtMaxMs: 100, roundTripsMax: 3 });
    expect(floorOverBudget(row)).toEqual([]);
    expect(floorOverBudget({ ...row, cardsMs: 1001, settledMs: 1151, cls: 0.021, tbtMs: 101, roundTrips: 4 })).toEqual([
      'kowhai nz-ten: first cards after 1001 ms > 1000 ms',
      "kowhai nz-ten: settled after 1151 ms, 1.151 x the floor's 1000 ms > 1.15",
      'kowhai nz-ten: layout shift 0.021 > 0.02',
      'kowhai nz-ten: TBT 101 ms > 100 ms',
      'kowhai nz-ten: 4 API round trips > 3',
    ]);
  });
});
