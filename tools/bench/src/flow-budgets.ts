import { longestTasks, type LongTask, type LongTasksResult } from './long-tasks';

/**
 * The signed-in screens' budgets of issue 26 ("Fast on every screen"), judged on `npm run bench:flow` (bench-flow.ts):
 * each signed-in screen shown at most 1 s after the interaction that opens it, on mobile throttling; every interaction
 * answered (INP) within 100 ms; no step shifting its layout by more than 0.02; and the dashboard ready after at most
 * three API round trips once the code is accepted (docs/architecture.md, Budgets), even with 30 policies.
 */
export type FlowBudgets = { shownMaxMs: number; inpMaxMs: number; clsMax: number; roundTripsMax: number };
export const FLOW_BUDGETS: FlowBudgets = { shownMaxMs: 1000, inpMaxMs: 100, clsMax: 0.02, roundTripsMax: 3 };

/** `npm run bench:memory` (bench-memory.ts): the heap after the last round within 2 MB of the heap after the first. */
export const HEAP_GROWTH_MAX_BYTES = 2 * 1024 * 1024;

/** How Lighthouse measured a step of the flow: a page load, a span of interactions, or the page as it stands. */
export type StepKind = 'navigation' | 'timespan' | 'snapshot';

/** The figures of one step; a figure the step does not give (INP of a page load, shown of a snapshot) is left out. */
export type StepReport = {
  name: string;
  kind: StepKind;
  /** A screen of a signed-in customer: held to the shown budget. */
  signedIn: boolean;
  /** From the interaction (or navigation) until the step's heading shows in its settled section (not busy), in ms. */
  shownMs?: number | undefined;
  /** From the interaction until the heading alone shows (the section may still be loading), in ms. */
  headingMs?: number | undefined;
  /** Lighthouse's largest contentful paint of a navigation (simulated), in ms. */
  lcpMs?: number | undefined;
  tbtMs?: number | undefined;
  /** The slowest interaction of the step (Lighthouse's interaction-to-next-paint) and what it was. */
  inpMs?: number | undefined;
  inpInteraction?: string | undefined;
  cls?: number | undefined;
  /** Lighthouse's CLS of the step, where `cls` is the page's own count (a timespan's: bench-flow.ts, timespan). */
  lighthouseCls?: number | undefined;
  /** The step's largest layout shifts: how much and what moved (Lighthouse's layout-shifts audit). */
  shifts?: { score: number; element: string }[] | undefined;
  /** The longest main-thread task of the step, and the three longest (for a report over budget). */
  longestTaskMs?: number | undefined;
  longTasks?: LongTask[] | undefined;
  /** API round trips after the code was accepted until the screen was ready (the dashboard steps). */
  roundTrips?: number | undefined;
  /** Lighthouse's accessibility score of a snapshot. */
  a11y?: number | undefined;
};

type ListItem = { type?: string; interactionType?: string; items?: { node?: { nodeLabel?: string; selector?: string } }[] };
/** The parts of a flow step's Lighthouse result read here. */
export type StepResult = LongTasksResult & {
  audits: Record<string, { numericValue?: number | undefined; scoreDisplayMode?: string | undefined; details?: unknown }>;
  categories?: Record<string, { score: number | null }> | undefined;
  runtimeError?: { code: string; message: string } | undefined;
};

/**
 * The audits stepFigures reads: a flow runs only these (Lighthouse's onlyAudits), so a step gathers only what they
 * need. The performance category's other audits brought gatherers that instrument the page while a timespan runs,
 * JavaScript coverage (JsUsage) and CSS rule tracking (CSSUsage) among them; with the debugger's async stacks and the
 * trace's timer stacks, which every timespan has, they slowed the 30-policy dashboard's script by a third: its first
 * cards at 834 ms uninstrumented, 1087-1336 ms with the trace, async stacks and coverage (probe runs, CPU x1.81).
 */
export const FLOW_AUDITS = [
  'largest-contentful-paint',
  'total-blocking-time',
  'interaction-to-next-paint',
  'cumulative-layout-shift',
  'work-during-interaction',
  'layout-shifts',
  'long-tasks',
];

/** What Lighthouse measured in a step: TBT, INP (and which interaction), CLS, LCP, the longest tasks, a11y. */
export function stepFigures(name: string, lhr: StepResult): Omit<StepReport, 'name' | 'kind' | 'signedIn'> {
  if (lhr.runtimeError) throw new Error(`${name}: Lighthouse ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const value = (audit: string) => {
    const a = lhr.audits[audit];
    return a && a.scoreDisplayMode !== 'notApplicable' ? a.numericValue : undefined;
  };
  const work = lhr.audits['work-during-interaction']?.details as { items?: ListItem[] } | undefined;
  const node = work?.items?.find((i) => i.type === 'table')?.items?.[0]?.node;
  const type = work?.items?.find((i) => i.type === 'debugdata')?.interactionType;
  const shifted = lhr.audits['layout-shifts']?.details as { items?: { score?: number; node?: { nodeLabel?: string; snippet?: string } }[] };
  const shifts = (shifted?.items ?? []).slice(0, 3).map((item) => ({
    score: item.score ?? 0,
    // The element's opening tag (its label is its whole text): `<footer class="…">`, `<ul class="…">`.
    element: item.node?.snippet?.replace(/\s+/g, ' ').slice(0, 80) ?? item.node?.nodeLabel ?? 'unknown',
  }));
  const tasks = longestTasks(lhr);
  const a11y = lhr.categories?.['accessibility']?.score;
  return {
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    inpMs: value('interaction-to-next-paint'),
    inpInteraction: type ? `${type} on ${node?.nodeLabel ?? node?.selector ?? 'an element'}` : undefined,
    cls: value('cumulative-layout-shift'),
    shifts,
    longestTaskMs: tasks[0]?.durationMs ?? (lhr.audits['long-tasks'] ? 0 : undefined),
    longTasks: tasks,
    a11y: a11y === undefined || a11y === null ? undefined : Math.round(a11y * 100),
  };
}

/** Each figure of a step over its budget, named with the brand and the step. */
export function stepOverBudget(slug: string, step: StepReport, budgets: FlowBudgets = FLOW_BUDGETS): string[] {
  const problems: string[] = [];
  const at = `${slug} ${step.name}`;
  if (step.signedIn && step.shownMs !== undefined && step.shownMs > budgets.shownMaxMs) {
    problems.push(`${at}: shown after ${Math.round(step.shownMs)} ms > ${budgets.shownMaxMs} ms`);
  }
  if (step.inpMs !== undefined && step.inpMs > budgets.inpMaxMs) {
    problems.push(`${at}: INP ${Math.round(step.inpMs)} ms > ${budgets.inpMaxMs} ms (${step.inpInteraction ?? 'an interaction'})`);
  }
  if (step.cls !== undefined && step.cls > budgets.clsMax) problems.push(`${at}: layout shift ${step.cls.toFixed(3)} > ${budgets.clsMax}`);
  if (step.roundTrips !== undefined && step.roundTrips > budgets.roundTripsMax) {
    problems.push(`${at}: ${step.roundTrips} API round trips > ${budgets.roundTripsMax}`);
  }
  return problems;
}

/** The retained heap after the last round against the first round's, in bytes. */
export function heapOverBudget(firstBytes: number, lastBytes: number, maxGrowth = HEAP_GROWTH_MAX_BYTES): string[] {
  const growth = lastBytes - firstBytes;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  return growth > maxGrowth ? [`retained heap grew by ${mb(growth)} (${mb(firstBytes)} to ${mb(lastBytes)}) > ${mb(maxGrowth)}`] : [];
}

/**
 * The dashboard against its network floor (issue 37; floor-matrix.ts, dashboard-floor.ts), for 1, 10 and 30 policies:
 * the cards of the first screen shown within 1 s of the Continue click, the whole dashboard settled within 1.15 times
 * the floor's settling (the floor measured in the same run, network and CPU), no more than 0.02 of layout shift, a
 * total blocking time within 100 ms, and three API round trips after the code whatever the number of policies.
 */
export const FLOOR_BUDGETS = { cardsMaxMs: 1000, settledMaxRatio: 1.15, clsMax: 0.02, tbtMaxMs: 100, roundTripsMax: 3 };

/** A dashboard's timings (ms from the Continue click) against its floor's (ms from the code's call). */
export type FloorJudged = {
  label: string;
  floorSettledMs: number;
  cardsMs: number;
  settledMs: number;
  cls: number;
  tbtMs: number;
  roundTrips: number;
};

/** Each figure of a dashboard over its floor budget, named with `label`. */
export function floorOverBudget(row: FloorJudged, budgets = FLOOR_BUDGETS): string[] {
  const problems: string[] = [];
  const ratio = row.settledMs / row.floorSettledMs;
  if (row.cardsMs > budgets.cardsMaxMs)
    problems.push(`${row.label}: first cards after ${Math.round(row.cardsMs)} ms > ${budgets.cardsMaxMs} ms`);
  if (ratio > budgets.settledMaxRatio) {
    problems.push(
      `${row.label}: settled after ${Math.round(row.settledMs)} ms, ${ratio.toFixed(3)} x the floor's ${Math.round(row.floorSettledMs)} ms > ${budgets.settledMaxRatio}`,
    );
  }
  if (row.cls > budgets.clsMax) problems.push(`${row.label}: layout shift ${row.cls.toFixed(3)} > ${budgets.clsMax}`);
  if (row.tbtMs > budgets.tbtMaxMs) problems.push(`${row.label}: TBT ${Math.round(row.tbtMs)} ms > ${budgets.tbtMaxMs} ms`);
  if (row.roundTrips > budgets.roundTripsMax) problems.push(`${row.label}: ${row.roundTrips} API round trips > ${budgets.roundTripsMax}`);
  return problems;
}
