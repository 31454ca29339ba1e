import { describe, expect, it, vi } from 'vitest';
import { templateOf } from './route-template';

describe('templateOf', () => {
  it('joins the matched patterns, never the values of the path', () => {
    expect(templateOf([{ route: {} }, { route: { path: '/policy/:policyNumber' } }, { route: { path: 'pay' } }])).toBe(
      '/policy/:policyNumber/pay',
    );
    expect(templateOf([{ route: {} }, { route: { path: '/login' } }])).toBe('/login');
  });

  it('is / for the index route and /* for the not-found catch-all', () => {
    expect(templateOf([{ route: {} }, { route: {} }])).toBe('/');
    expect(templateOf([{ route: {} }, { route: { path: '*' } }])).toBe('/*');
  });
});

describe('followRouteTemplates', () => {
  it('sets no template from the placeholder match of a router still discovering its routes, then the real one', async () => {
    vi.resetModules();
    const set = vi.fn();
    vi.doMock('@portal/telemetry', () => ({ setRouteTemplate: set }));
    const { followRouteTemplates } = await import('./route-template');
    let listener: (state: { initialized: boolean; matches: { route: { path?: string } }[] }) => void = () => undefined;
    const router = {
      state: { initialized: false, matches: [{ route: {} }, { route: { path: '*' } }] },
      subscribe: (l: typeof listener) => ((listener = l), () => undefined),
    };
    followRouteTemplates(router);
    expect(set).not.toHaveBeenCalled();
    listener({ initialized: true, matches: [{ route: {} }, { route: {} }] });
    expect(set).toHaveBeenCalledWith('/');
    vi.doUnmock('@portal/telemetry');
  });
});
