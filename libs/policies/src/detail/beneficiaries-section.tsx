import { usePoliciesTranslation } from '../use-policies-translation';
import { useBrand } from '@portal/config';
import { formatShortDate } from '@portal/i18n';
import type { PolicyDetail } from '@portal/core-api';
import { personName } from '../shared/shown-values';
import { Card, TextLink, Table } from '@portal/ui-kit';

type Beneficiary = NonNullable<PolicyDetail['Beneficiaries']>[number];

/** Beneficiaries by percentage, highest first (section 9). */
export const sortBeneficiaries = (list: readonly Beneficiary[]) =>
  [...list].sort((a, b) => (b.Percentage ?? Number.NEGATIVE_INFINITY) - (a.Percentage ?? Number.NEGATIVE_INFINITY) || 0);

export type BeneficiariesSectionProps = { detail: PolicyDetail };

/** Name, birth date and share of each beneficiary, or the no-beneficiary message. */
export function BeneficiariesSection({ detail }: BeneficiariesSectionProps) {
  const { t } = usePoliciesTranslation();
  const brand = useBrand();
  const beneficiaries = sortBeneficiaries(detail.Beneficiaries ?? []);
  const notAvailable = t('common:notAvailable');
  const footer = brand.beneficiaryFormUrl ? <TextLink href={brand.beneficiaryFormUrl}>{t('beneficiaryForm')}</TextLink> : undefined;
  return (
    <Card title={t('beneficiariesHeading')} footer={footer}>
      {beneficiaries.length === 0 ? (
        <p>{t('noBeneficiary')}</p>
      ) : (
        <Table $numeric>
          <thead>
            <tr>
              <th scope="col">{t('beneficiaryName')}</th>
              <th scope="col">{t('common:dateOfBirth')}</th>
              <th scope="col">{t('beneficiaryShare')}</th>
            </tr>
          </thead>
          <tbody>
            {beneficiaries.map((person, index) => (
              <tr key={index}>
                <td>{personName(person.FirstName, person.LastName) || notAvailable}</td>
                <td>{formatShortDate(person.BirthDate) || notAvailable}</td>
                <td>{person.Percentage != null ? `${person.Percentage}%` : notAvailable}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
