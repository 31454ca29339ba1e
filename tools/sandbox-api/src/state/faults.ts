import type { Reshape } from './reshape.ts';

/**
 * `status` an error answer with the contract's error body; `drop` no answer; `malformed` a truncated JSON 200;
 * `answer` exactly `status` (default 200), `body` and `contentType`; `reshape` the sandbox's own answer with
 * `reshape`'s changes (and `status` instead of its own, when given).
 */
export type FaultMode = 'status' | 'drop' | 'malformed' | 'answer' | 'reshape';

export type Fault = {
  id: number;
  /** A path prefix such as '/api/v1/Policy/policydetail', or '*' for every /api route. */
  route: string;
  status?: number;
  latencyMs?: number;
  /** Absent with only latencyMs: the call is slowed down and then answered normally. */
  mode?: FaultMode;
  /** With a status: the error body's CustomMessage (the server's own words the portal may show). */
  customMessage?: string;
  /** Mode 'answer': the raw body (absent: none). */
  body?: string;
  /** Mode 'answer': the Content-Type header (absent: none). */
  contentType?: string;
  /** Mode 'reshape': what to change in the JSON answer. */
  reshape?: Reshape;
  /** How many calls it applies to before it is removed; absent: until DELETE /__sandbox/faults or reset. */
  times?: number;
};

/** What POST /__sandbox/faults takes: a fault without its id. */
export type FaultRequest = Omit<Fault, 'id'>;

let nextId = 1;

export const addFault = (faults: Fault[], fault: FaultRequest): Fault => {
  const added = { ...fault, id: nextId++ };
  faults.push(added);
  return added;
};

const matches = (fault: Fault, path: string): boolean =>
  fault.route === '*' ? path.startsWith('/api/') : path.toLowerCase().startsWith(fault.route.toLowerCase());

/** Takes the first fault matching the path, counting down (and removing) limited ones. */
export const takeFault = (faults: Fault[], path: string): Fault | undefined => {
  const index = faults.findIndex((fault) => matches(fault, path));
  const fault = faults[index];
  if (!fault) return undefined;
  if (fault.times !== undefined) {
    fault.times -= 1;
    if (fault.times <= 0) faults.splice(index, 1);
  }
  return fault;
};

/** Thrown to cut the connection: Node hosting destroys the socket; fetch hosting lets the rejection through. */
export class DroppedConnection extends Error {
  override readonly name = 'DroppedConnection';
  constructor(path: string) {
    super(`Sandbox fault: connection dropped for ${path}`);
  }
}

export const isDroppedConnection = (error: unknown): error is DroppedConnection => error instanceof DroppedConnection;
