import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configResponseSchema } from '@portal/config/regional';
import { SANDBOX_CAPTCHA, SANDBOX_GATEWAY_COMPONENTS, withSandboxServices } from './sandbox-services.ts';

const read = (slug: string) =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../../../brands/${slug}/regional-config.json`), 'utf8')) as Array<
    Record<string, unknown>
  >;

describe('the sandbox’s services laid over a configuration (development, Storybook and the end-to-end suite)', () => {
  it('point the bot check at the stand-in, name the sandbox’s gateway components, and keep the rest of each entry', () => {
    const entries = read('tamarack');
    const [overlaid] = withSandboxServices(entries) as Array<Record<string, unknown>>;
    expect(overlaid?.['captcha']).toMatchObject(SANDBOX_CAPTCHA);
    expect(overlaid?.['gateway']).toEqual({ ...(entries[0]?.['gateway'] as object), ...SANDBOX_GATEWAY_COMPONENTS });
    expect({ ...overlaid, captcha: undefined, gateway: undefined }).toEqual({ ...entries[0], captcha: undefined, gateway: undefined });
    // The brand's own file is untouched: Google's script, no sandbox component.
    expect(entries[0]?.['captcha']).toMatchObject({ scriptUrl: 'https://www.google.com/recaptcha/api.js' });
    expect(JSON.stringify(entries)).not.toMatch(/sandbox-/);
  });

  it('is a configuration the portal accepts, and can keep the captcha and name the gateway’s origins', () => {
    const entries = read('kowhai');
    const overlaid = withSandboxServices(entries, { captcha: false, gatewayHosts: ['https://components.gateway.test'] });
    const [entry] = configResponseSchema.parse(overlaid);
    expect(entry?.captcha).toEqual(configResponseSchema.parse(entries)[0]?.captcha);
    expect(entry?.gateway?.hosts).toEqual(['https://components.gateway.test']);
    expect(entry?.gateway?.cardCapture?.tag).toBe(SANDBOX_GATEWAY_COMPONENTS.cardCapture.tag);
    expect(entry?.gateway?.registration?.events.complete).toBe(SANDBOX_GATEWAY_COMPONENTS.registration.events.complete);
  });
});
