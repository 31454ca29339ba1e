import { describe, expect, it } from 'vitest';
import { testRegionalConfig } from '@portal/config/testing';
import { fillPlaceholders } from '@portal/i18n';
import { policyRecordOf } from '@portal/policy-data/testing';
import { agreementText } from './agreement-text';

const regional = testRegionalConfig;
const policy = policyRecordOf('au-family', '51000101');
const fill = (template: string, values?: Record<string, string>) => fillPlaceholders(template, values ?? {});

describe('agreementText (section 2: the product name and frequency substituted in)', () => {
  it('names the product', () => {
    expect(agreementText(regional, policy, 'DD', fill, 'your policy')).toContain(policy.productName);
  });

  it("says 'your policy' where the answer carried no product name, never an empty gap", () => {
    const text = agreementText(regional, { ...policy, productName: '' }, 'CC', fill, 'your policy');
    expect(text).toContain('your policy');
    expect(text).not.toMatch(/\{productName\}| {2}/);
  });
});
