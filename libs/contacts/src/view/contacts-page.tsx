import { Link, useSearchParams } from 'react-router';
import { countryName, useRegionalConfig } from '@portal/config';
import { useCustomerDetail, portalPaths } from '@portal/session';
import { Banner, ButtonLink, Card, LoadingIndicator, Stack } from '@portal/ui-kit';
import { useContactsTranslation } from '../use-contacts-translation';
import { contactRows } from './contact-rows';
import { ContactTable } from './contact-table';

/**
 * '/contacts': the customer's contact details, read-only, with the 'Edit details' link. '?success=1' (after a save)
 * says the details were updated. A change of name needs a phone call.
 */
export function ContactsPage() {
  const { t } = useContactsTranslation();
  const regional = useRegionalConfig();
  const [params] = useSearchParams();
  const customer = useCustomerDetail();
  const rows = customer.data ? contactRows(customer.data, regional, countryName, t) : null;

  return (
    <Stack as="section" aria-labelledby="contacts-heading" aria-busy={customer.isPending} $gap={5}>
      <h1 id="contacts-heading">{t('common:myContactDetails')}</h1>
      {params.get('success') === '1' ? <Banner tone="success">{t('view.updated')}</Banner> : null}
      <Stack $gap={2}>
        <p>{t('view.intro')}</p>
        <p>{t('view.nameChange')}</p>
      </Stack>
      {customer.isError ? (
        <Banner tone="error">{t('view.loadFailed')}</Banner>
      ) : rows ? (
        <Card title={t('view.tableHeading')}>
          <Stack $gap={4}>
            <ContactTable caption={t('view.tableHeading')} rows={rows} emptyText={t('row.none')} />
            <div>
              <ButtonLink as={Link} to={portalPaths.contactsUpdate}>
                {t('common:editDetails')}
              </ButtonLink>
            </div>
          </Stack>
        </Card>
      ) : (
        <LoadingIndicator text={t('view.loading')} />
      )}
    </Stack>
  );
}
