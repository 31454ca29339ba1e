import type { MiddlewareHandler } from 'hono';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { errorResponse } from '../http.ts';
import { DroppedConnection, takeFault } from '../state/faults.ts';
import { rawAnswer, reshapedAnswer } from './fault-answers.ts';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Applies injected faults (POST /__sandbox/faults) to every route but the control routes. */
export const faultMiddleware =
  ({ store }: SandboxContext): MiddlewareHandler<SandboxEnv> =>
  async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/__sandbox') || c.req.method === 'OPTIONS') return next();
    const fault = takeFault(store.faults, path);
    if (!fault) return next();
    if (fault.latencyMs) await sleep(fault.latencyMs);
    const mode = fault.mode ?? (fault.status === undefined ? undefined : 'status');
    if (mode === 'drop') throw new DroppedConnection(path);
    if (mode === 'malformed') {
      return new Response('{"Message": "truncated', { status: 200, headers: { 'Content-Type': 'application/json' } });
    }
    if (mode === 'answer') return rawAnswer(fault);
    if (mode === 'reshape') {
      await next();
      c.res = await reshapedAnswer(c.res, fault);
      c.res.headers.delete('Content-Length'); // Hono keeps the first answer's other headers (CORS), but not its length
      return;
    }
    if (mode === 'status') return errorResponse(fault.status ?? 500, `Sandbox fault: HTTP ${fault.status ?? 500}`, fault.customMessage);
    return next();
  };
