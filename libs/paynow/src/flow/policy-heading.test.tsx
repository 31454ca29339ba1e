import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { policyRecordOf } from '@portal/policy-data/testing';
import { renderWithPortal } from '@portal/testing';
import { PolicyLine } from './policy-heading';

const policy = policyRecordOf('au-overdue', '52000201');

describe('PolicyLine', () => {
  it('names the product and the policy number', async () => {
    renderWithPortal(<PolicyLine policy={policy} />);
    expect(await screen.findByText(`${policy.productName}, policy number 52000201`)).toBeInTheDocument();
  });

  it('says the policy number alone when the answer carried no product name, never a leading comma', async () => {
    renderWithPortal(<PolicyLine policy={{ ...policy, productName: '' }} />);
    expect(await screen.findByText('Policy number 52000201')).toBeInTheDocument();
  });
});
