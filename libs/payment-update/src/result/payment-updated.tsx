import { Link } from 'react-router';
import { formatLongDate, usePageTitle } from '@portal/i18n';
import type { PolicyRecord } from '@portal/policy-data';
import { ButtonLink, Stack } from '@portal/ui-kit';
import { paymentMethodText } from '../update/payment-method-text';
import { usePaymentUpdateTranslation } from '../use-payment-update-translation';
import { portalPaths } from '@portal/session';

/**
 * Variant B's success view, titled 'My payment details': the new method and the next collection date (not in extended dishonour); with overdue
 * payments, a note that the update does not settle them, 'Pay Now' and 'Back to My Policies'.
 */
export function PaymentUpdated({ policy }: { policy: PolicyRecord }) {
  const { t } = usePaymentUpdateTranslation();
  usePageTitle('shell:titles.myPaymentDetails'); // section 2: the new method and next collection, the customer's payment details
  const detail = policy.detail;
  const next = detail?.PolicySummary.NextCollectionDate;
  return (
    <Stack as="section" $gap={4} aria-labelledby="payment-updated-heading">
      <h2 id="payment-updated-heading" tabIndex={-1} ref={(el) => el?.focus()}>
        {t('updatedHeading')}
      </h2>
      {detail ? (
        <p>
          {t('updatedMethod', {
            productName: policy.productName || t('common:yourPolicy'),
            method: paymentMethodText(detail, t).join(', '),
          })}
        </p>
      ) : null}
      {next && !policy.extendedDishonour ? <p>{t('nextCollection', { date: formatLongDate(next) })}</p> : null}
      {policy.overdue ? <p>{t('overdueNote')}</p> : null}
      <Stack $gap={3} $align="start">
        {policy.overdue ? (
          <ButtonLink as={Link} to={portalPaths.payNow(policy.policyNumber)}>
            {t('payNow')}
          </ButtonLink>
        ) : null}
        <ButtonLink as={Link} to={portalPaths.dashboard} $variant={policy.overdue ? 'secondary' : 'primary'}>
          {t('common:backToPolicies')}
        </ButtonLink>
      </Stack>
    </Stack>
  );
}
