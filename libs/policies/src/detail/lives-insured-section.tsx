import { usePoliciesTranslation } from '../use-policies-translation';
import styled from 'styled-components';
import { formatShortDate } from '@portal/i18n';
import type { PolicyDetail } from '@portal/core-api';
import { personName } from '../shared/shown-values';
import { Card, space, Stack, themeColor } from '@portal/ui-kit';
import { BenefitBlock } from './benefit-block';

const StyledLife = styled(Stack).attrs({ $gap: 4 })`
  & + & {
    margin-top: ${space(5)};
    padding-top: ${space(5)};
    border-top: 1px solid ${themeColor('border.subtle')};
  }

  h3,
  p {
    margin: 0;
  }
`;

export type LivesInsuredSectionProps = { detail: PolicyDetail };

/**
 * Each life insured with its benefits, laid out by product type id: 1 life; 2 and 12 funeral (12 with the
 * benefit expiry date); 4 income protection (waiting period in days, benefit period in years).
 */
export function LivesInsuredSection({ detail }: LivesInsuredSectionProps) {
  const { t } = usePoliciesTranslation();
  const productTypeId = detail.Product.ProductType.ProductTypeId;
  return (
    <Card title={t('livesHeading')}>
      {detail.LifeInsured.length === 0 ? <p>{t('noLivesInsured')}</p> : null}
      {detail.LifeInsured.map((life, index) => {
        const name = personName(life.FirstName, life.LastName) || t('unnamedLife');
        const headingId = `life-${index}`;
        return (
          <StyledLife as="section" key={index} aria-labelledby={headingId}>
            <h3 id={headingId}>{name}</h3>
            {life.BirthDate ? <p>{`${t('common:dateOfBirth')}: ${formatShortDate(life.BirthDate)}`}</p> : null}
            {life.BenefitDetails.map((benefit, b) => (
              <BenefitBlock key={`${benefit.BenefitDescription}-${b}`} benefit={benefit} productTypeId={productTypeId} />
            ))}
          </StyledLife>
        );
      })}
    </Card>
  );
}
