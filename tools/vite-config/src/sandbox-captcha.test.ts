import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SANDBOX_CAPTCHA, withSandboxCaptcha } from './sandbox-captcha.ts';

describe('the sandbox’s captcha settings laid over a configuration (development and the end-to-end suite)', () => {
  it('point the bot check at the stand-in and keep the rest of each entry', () => {
    const file = resolve(import.meta.dirname, '../../../brands/tamarack/regional-config.json');
    const entries = JSON.parse(readFileSync(file, 'utf8')) as Array<Record<string, unknown>>;
    const [overlaid] = withSandboxCaptcha(entries) as Array<Record<string, unknown>>;
    expect(overlaid?.['captcha']).toMatchObject(SANDBOX_CAPTCHA);
    expect({ ...overlaid, captcha: undefined }).toEqual({ ...entries[0], captcha: undefined });
    expect(entries[0]?.['captcha']).toMatchObject({ scriptUrl: 'https://www.google.com/recaptcha/api.js' });
  });
});
