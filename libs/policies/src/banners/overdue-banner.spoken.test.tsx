import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PoliciesProbe, renderPolicies } from '@portal/policy-data/testing';
import { OverdueBanner } from './overdue-banner';
import { centsOf, dollars, seededPayments, setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import { readOut, stopListening } from '@portal/ui-kit/testing';

// What a screen-reader user hears of the overdue banner: a status with its heading, each policy's count, total and
// name, and a link naming the policy it pays.
setupSandboxServer();
afterEach(stopListening);

describe('OverdueBanner, as a screen reader says it', () => {
  it('reads a status region: the heading, the policy’s count, total and name, and a pay link naming the policy', async () => {
    await signInForTest('au-overdue');
    renderPolicies(
      <>
        <OverdueBanner />
        <PoliciesProbe />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('policies')).toHaveTextContent('"allPaymentsLoaded":true'));
    const banner = screen.getByText('You have overdue payments').closest<HTMLElement>('[role="status"]');
    const phrases = await readOut(banner as HTMLElement);
    expect(phrases[0]).toBe('status');
    expect(phrases).toContain('You have overdue payments');
    expect(phrases).toContain('listitem, level 1, position 1, set size 1');
    const total = dollars(centsOf(seededPayments('au-overdue', '52000201').map((p) => p.Amount)));
    expect(phrases.join(' ')).toContain(`3 overdue payments totalling ${total} on your Family Life Cover policy (52000201).`);
    expect(phrases).toContain('link, Pay now for policy 52000201');
    expect(phrases.at(-1)).toBe('end of status');
  }, 30_000);
});
