import { describe, expect, it } from 'vitest';
import { gatewaySettingsSchema, hostedAttributes, type HostedComponent } from '@portal/gateway';
import { regionalConfigSchema } from './regional-config';
import { testRegionalConfig } from '../testing/test-brand';

const component: HostedComponent = {
  tag: 'acme-card-form',
  attributes: { clientId: 'data-client', showNameFirst: 'data-name-first', showCardInParts: 'data-split' },
  events: { invalid: 'acme:invalid', failed: 'acme:declined' },
};

describe('the gateway components as settings', () => {
  it('sets each named option under its name, booleans as presence, unnamed options never, and always our label', () => {
    expect(
      hostedAttributes(component, { clientId: '700011', quoteId: 'Q-1', showNameFirst: true, showCardInParts: false }, 'Card details'),
    ).toEqual({
      'data-client': '700011',
      'data-name-first': '',
      'aria-label': 'Card details',
    });
  });

  it('is optional in a regional configuration, and accepted with hosts only', () => {
    expect(regionalConfigSchema.parse(testRegionalConfig).gateway).toBeUndefined();
    expect(regionalConfigSchema.parse({ ...testRegionalConfig, gateway: { hosts: ['https://gw.example'] } }).gateway).toEqual({
      hosts: ['https://gw.example'],
    });
  });

  it('reads a tag that is no custom element, or an attribute that is an event handler, as no component at all', () => {
    const read = (cardCapture: unknown) => gatewaySettingsSchema.parse({ cardCapture }).cardCapture;
    expect(read(component)).toEqual(component);
    for (const tag of ['script', 'iframe', 'Acme-Form', '']) expect(read({ ...component, tag }), tag).toBeUndefined();
    expect(read({ ...component, attributes: { clientId: 'onclick' } })).toBeUndefined();
    expect(read({ ...component, attributes: { clientId: 'data client' } })).toBeUndefined();
    expect(read({ ...component, events: { invalid: 'acme:invalid' } })).toBeUndefined();
  });

  it('starts the portal with a malformed component setting: the rest of the configuration still loads', () => {
    const entry = regionalConfigSchema.parse({
      ...testRegionalConfig,
      gateway: { hosts: ['https://gw.example'], cardCapture: { tag: 'script' } },
    });
    expect(entry.gateway).toEqual({ hosts: ['https://gw.example'] });
    expect(entry.featureFlag).toEqual(regionalConfigSchema.parse(testRegionalConfig).featureFlag);
  });
});
