import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REQUEST_SOURCE } from '@portal/core-api';
import { configResponseSchema } from '@portal/config';
import { testRegionalConfig } from '@portal/config/testing';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { renderWithPortal, sessionTestRoutes, signInForTest } from '@portal/testing';

/**
 * Section 7's Request-Source header carries "the customer portal web value", which it does not give: ours is
 * DEFAULT_REQUEST_SOURCE, and a deployment whose API wants another sets `api.requestSource`. Every call then carries
 * that value and never ours.
 */
const sandbox = setupSandboxServer();

describe('the Request-Source header', () => {
  it('carries the configured value on every call, never our default', async () => {
    const sent: Array<string | null> = [];
    sandbox.server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.startsWith('/api/')) sent.push(request.headers.get('Request-Source'));
    });
    try {
      await signInForTest();
      const regional = { ...testRegionalConfig, api: { ...testRegionalConfig.api, requestSource: 'InsurerSelfService' } };
      renderWithPortal(null, { route: '/', routes: sessionTestRoutes, brandConfig: { regional } });
      await screen.findByRole('heading', { name: 'Welcome Mary-Jane' });
    } finally {
      sandbox.server.events.removeAllListeners('request:start');
    }
    expect(sent.length).toBeGreaterThan(0);
    expect(new Set(sent)).toEqual(new Set(['InsurerSelfService']));
  });

  it('is our default when the regional configuration does not set it', () => {
    const { api: _api, ...withoutApi } = testRegionalConfig;
    expect(configResponseSchema.parse([withoutApi])[0]?.api.requestSource).toBe(DEFAULT_REQUEST_SOURCE);
  });
});
