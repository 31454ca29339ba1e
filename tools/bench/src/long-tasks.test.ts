import { describe, expect, it } from 'vitest';
import { describeLongTasks, describeTraceTasks, longestTasks, longestTraceTasks, type TaskNode } from './long-tasks';

const lhr = (tasks: Record<string, number>[], urls = ['https://127.0.0.1:4611/assets/index-abc.js', 'Unattributable']) => ({
  audits: { 'long-tasks': { details: { type: 'table', items: [], debugData: { type: 'debugdata', urls, tasks } } } },
});

describe('longest main-thread tasks', () => {
  it('takes the three longest, longest first, with their script and time per task group', () => {
    const report = lhr([
      { urlIndex: 1, startTime: 900, duration: 60, other: 60 },
      { urlIndex: 0, startTime: 1800, duration: 412.4, scriptEvaluation: 301.2, styleLayout: 80, garbageCollection: 0.4, other: 31 },
      { urlIndex: 0, startTime: 2300, duration: 95, scriptParseCompile: 20, scriptEvaluation: 75 },
      { urlIndex: 1, startTime: 700, duration: 120, parseHTML: 120 },
    ]);
    expect(longestTasks(report)).toEqual([
      {
        url: 'https://127.0.0.1:4611/assets/index-abc.js',
        startMs: 1800,
        durationMs: 412.4,
        groups: [
          ['scriptEvaluation', 301.2],
          ['styleLayout', 80],
          ['other', 31],
        ],
      },
      { url: 'Unattributable', startMs: 700, durationMs: 120, groups: [['parseHTML', 120]] },
      {
        url: 'https://127.0.0.1:4611/assets/index-abc.js',
        startMs: 2300,
        durationMs: 95,
        groups: [
          ['scriptEvaluation', 75],
          ['scriptParseCompile', 20],
        ],
      },
    ]);
    expect(describeLongTasks(longestTasks(report, 1))).toEqual([
      '    412 ms at  1800 ms  /assets/index-abc.js  scriptEvaluation 301, styleLayout 80, other 31',
    ]);
  });

  it('says so when the page had no long task (the audit then has no debug data)', () => {
    expect(longestTasks({ audits: { 'long-tasks': { details: { type: 'table', items: [] } } } })).toEqual([]);
    expect(longestTasks({ audits: {} })).toEqual([]);
    expect(describeLongTasks([])).toEqual(['  no task of 50 ms or more']);
  });
});

/** A task tree node: its own time is its duration less its children's. */
const node = (
  name: string,
  group: string,
  startTime: number,
  duration: number,
  children: TaskNode[] = [],
  urls: string[] = [],
): TaskNode => {
  const task: TaskNode = {
    event: { name },
    children,
    startTime,
    duration,
    selfTime: duration - children.reduce((sum, c) => sum + c.duration, 0),
    attributableURLs: urls,
    group: { id: group },
  };
  for (const child of children) child.parent = task;
  return task;
};

describe('longest tasks of the trace', () => {
  it('breaks the longest top-level tasks down by task group and by trace event, by self time', () => {
    const hydrate = node(
      'RunTask',
      'other',
      300,
      80,
      [
        node('FunctionCall', 'scriptEvaluation', 301, 70, [
          node('UpdateLayoutTree', 'styleLayout', 340, 25),
          node('ParseAuthorStyleSheet', 'styleLayout', 370, 5),
        ]),
      ],
      ['https://127.0.0.1:4611/assets/index-abc.js'],
    );
    const tasks = [
      node('RunTask', 'other', 10, 12),
      hydrate,
      node('RunTask', 'other', 100, 40, [node('EvaluateScript', 'scriptEvaluation', 100, 39)]),
    ];
    const [longest, second, ...rest] = longestTraceTasks([...tasks, ...hydrate.children], 2);
    expect(rest).toEqual([]);
    expect(longest).toEqual({
      url: 'https://127.0.0.1:4611/assets/index-abc.js',
      startMs: 300,
      durationMs: 80,
      groups: [
        ['scriptEvaluation', 40],
        ['styleLayout', 30],
        ['other', 10],
      ],
      events: [
        ['FunctionCall', 40],
        ['UpdateLayoutTree', 25],
        ['RunTask', 10],
        ['ParseAuthorStyleSheet', 5],
      ],
    });
    expect(second).toMatchObject({
      url: 'unattributable',
      durationMs: 40,
      events: [
        ['EvaluateScript', 39],
        ['RunTask', 1],
      ],
    });
    expect(describeTraceTasks([second!])).toEqual([
      '     40 ms at   100 ms  unattributable  scriptEvaluation 39, other 1',
      '        EvaluateScript 39, RunTask 1',
    ]);
  });
});
