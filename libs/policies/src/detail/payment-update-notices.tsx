import { usePoliciesTranslation } from '../use-policies-translation';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useConfiguredText, useRegionalConfig } from '@portal/config';
import { Banner, SafeHtml } from '@portal/ui-kit';

/** Section 9: the payment-updated notice shows for 10 seconds. */
export const PAYMENT_UPDATED_NOTICE_MS = 10_000;

/**
 * After the payment-update flow returns here: ?success=1 shows the green 'Your payment details have been
 * updated' notice for 10 seconds; ?error=true shows the region's configured error banner.
 */
export function PaymentUpdateNotices() {
  const { t } = usePoliciesTranslation();
  const [search] = useSearchParams();
  const fill = useConfiguredText();
  const { regionalisation } = useRegionalConfig();
  const success = search.get('success') === '1';
  const failed = search.get('error') === 'true';
  // The notice belongs to one visit of the URL (location key); it expires 10 seconds into that visit.
  const { key } = useLocation();
  const [expiredFor, setExpiredFor] = useState<string | null>(null);
  const showSuccess = success && expiredFor !== key;

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setExpiredFor(key), PAYMENT_UPDATED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [success, key]);

  return (
    <>
      {showSuccess ? <Banner tone="success">{t('paymentUpdated')}</Banner> : null}
      {failed ? (
        <Banner tone="error">
          <SafeHtml html={fill(regionalisation.pages.policyDetails.paymentUpdateErrorHtml)} />
        </Banner>
      ) : null}
    </>
  );
}
