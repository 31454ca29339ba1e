import { Profiler } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { personaFixture, policyRecordOf } from '@portal/policy-data/stories';
import { renderWithPortal } from '@portal/testing';
import { PolicyCards } from './policy-cards';

const thirty = personaFixture('au-thirty').policies.map((p) => policyRecordOf('au-thirty', p.detail.PolicySummary.PolicyNumber));

describe('PolicyCards (issue 37: thirty cards are not one long task ahead of the first screen)', () => {
  it("commits the first screen's cards on their own, then the others below them, in the order given", () => {
    // How many cards each commit left on the page: the first screen's must not wait for the rest to render.
    const committed: number[] = [];
    renderWithPortal(
      <Profiler id="cards" onRender={() => committed.push(document.querySelectorAll('li').length)}>
        <PolicyCards policies={thirty} firstScreen={5} />
      </Profiler>,
    );
    expect(committed[0]).toBe(5);
    expect(committed.at(-1)).toBe(30);
    const numbers = screen.getAllByRole('listitem').map((li) => li.textContent?.match(/\d{8}/)?.[0]);
    expect(numbers).toEqual(thirty.map((p) => p.policyNumber));
  });

  it('shows every card at once when all of them fit the first screen', () => {
    const committed: number[] = [];
    renderWithPortal(
      <Profiler id="cards" onRender={() => committed.push(document.querySelectorAll('li').length)}>
        <PolicyCards policies={thirty.slice(0, 4)} firstScreen={5} />
      </Profiler>,
    );
    // Every commit (the providers may commit more than once) had all four.
    expect([...new Set(committed)]).toEqual([4]);
  });
});
