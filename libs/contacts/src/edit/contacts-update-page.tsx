import { useBrand, useRegionalConfig } from '@portal/config';
import { fillPlaceholders } from '@portal/i18n';
import { useCustomerDetail } from '@portal/session';
import { Banner, LoadingIndicator, Stack } from '@portal/ui-kit';
import { useContactsTranslation } from '../use-contacts-translation';
import { ContactForm } from './contact-form';

/** '/contacts/update': heading and subtitle from the configuration, then the edit form once the details are loaded. */
export function ContactsUpdatePage() {
  const { t } = useContactsTranslation();
  const brand = useBrand();
  const { heading, subtitle } = useRegionalConfig().regionalisation.updateContactDetails;
  const customer = useCustomerDetail();
  return (
    <Stack as="section" aria-labelledby="contacts-update-heading" aria-busy={customer.isPending} $gap={5}>
      <Stack $gap={2}>
        <h1 id="contacts-update-heading">{heading}</h1>
        <p>{fillPlaceholders(subtitle, { phone: brand.phone })}</p>
      </Stack>
      {customer.isError ? (
        <Banner tone="error">{t('view.loadFailed')}</Banner>
      ) : customer.data ? (
        <ContactForm customer={customer.data} />
      ) : (
        <LoadingIndicator text={t('view.loading')} />
      )}
    </Stack>
  );
}
