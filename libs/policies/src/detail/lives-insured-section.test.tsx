import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PersonaId } from '@portal/sandbox-api';
import type { BenefitDetail } from '@portal/core-api';
import { BenefitBlock } from './benefit-block';
import { renderPolicies } from '@portal/policy-data/testing';
import { PolicyDetailPage } from './policy-detail-page';
import { dayMonthYear, seededPolicy, setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';

setupSandboxServer();

// jsdom has no modal dialogs yet: open and close the native <dialog> by its attribute.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

async function livesInsured(persona: PersonaId, policyNumber: string) {
  await signInForTest(persona);
  renderPolicies(<PolicyDetailPage />, { route: `/policy/${policyNumber}`, path: '/policy/:policyNumber' });
  return screen.findByRole('region', { name: 'Lives insured details' });
}
const benefitValue = (life: HTMLElement, label: string) =>
  within(life)
    .getAllByText(label)
    .map((term) => term.nextElementSibling?.textContent);

describe('LivesInsuredSection', () => {
  it('life (1): each life with birth date and benefits with sum insured, premium and start date', async () => {
    const card = await livesInsured('au-family', '51000101');
    const lives = within(card).getAllByRole('region');
    expect(lives.map((life) => within(life).getByRole('heading', { level: 3 }).textContent)).toEqual(["Mary-Jane O'Neil", "Sean O'Neil"]);
    const first = lives[0] as HTMLElement;
    expect(within(first).getByText('Date of birth: 12/04/1980')).toBeInTheDocument();
    expect(
      within(first)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Accidental Death', 'Life Cover', 'Terminal Illness']);
    expect(benefitValue(first, 'Sum insured')).toEqual(['$100,000.00', '$250,000.00', '$250,000.00']);
    expect(within(first).queryByText('Benefit expiry date')).not.toBeInTheDocument();
  });

  it('opens the Special Provisions dialog of a benefit with exclusions', async () => {
    const user = userEvent.setup();
    const card = await livesInsured('au-family', '51000101');
    const [first] = within(card).getAllByRole('region');
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Special Provisions: Accidental Death' }));
    const dialog = screen.getByRole('dialog', { name: 'Special Provisions for Accidental Death' });
    expect(dialog).toHaveTextContent('No benefit is payable for death caused by participation in motor racing.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('funeral (2): sum insured and no expiry date, even when the benefit carries one; funeral with expiry (12): that date', async () => {
    const funeral = await livesInsured('au-family', '51000102');
    expect(within(funeral).getAllByText('Sum insured')).toHaveLength(2);
    expect(within(funeral).queryByText('Benefit expiry date')).not.toBeInTheDocument();
    // The same benefit, with an expiry date, laid out for each product type: only 12 shows the date.
    const benefit: BenefitDetail = {
      BenefitDescription: 'Funeral Benefit',
      RiskStartDate: '2020-03-01',
      CpiSumInsured: 12000,
      FrequencyPremiumAmount: 18.9,
      ExpectedBenefitExpiryDate: '2041-07-15',
      WaitingPeriodInDays: null,
      BenefitPeriodInMonths: null,
      BenefitExclusions: [],
    };
    const laidOut = (productTypeId: number) => {
      const { container, unmount } = renderPolicies(<BenefitBlock benefit={benefit} productTypeId={productTypeId} />);
      const value = (label: string) =>
        within(container)
          .queryAllByText(label)
          .map((term) => term.nextElementSibling?.textContent);
      const [expiry, sumInsured] = [value('Benefit expiry date'), value('Sum insured')];
      unmount();
      return { expiry, sumInsured };
    };
    expect(laidOut(2)).toEqual({ expiry: [], sumInsured: ['$12,000.00'] });
    expect(laidOut(12)).toEqual({ expiry: ['15/07/2041'], sumInsured: ['$12,000.00'] });
  });

  it('funeral with expiry (12) from the sandbox: the benefit expiry date', async () => {
    const card = await livesInsured('au-family', '51000103');
    const seeded = seededPolicy('au-family', '51000103').detail.LifeInsured[0]!.BenefitDetails[0]!.ExpectedBenefitExpiryDate;
    expect(benefitValue(card, 'Benefit expiry date')[0]).toBe(dayMonthYear(seeded!));
  });

  it('income protection (4): monthly benefit, waiting period in days and benefit period in years', async () => {
    const card = await livesInsured('au-overdue', '52000202');
    expect(benefitValue(card, 'Monthly benefit')).toEqual(['$4,500.00']);
    expect(benefitValue(card, 'Waiting period')).toEqual(['30 days']);
    expect(benefitValue(card, 'Benefit period')).toEqual(['2 years']);
    expect(within(card).queryByText('Sum insured')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Special Provisions: Income Protection' })).toBeInTheDocument();
  });
});
