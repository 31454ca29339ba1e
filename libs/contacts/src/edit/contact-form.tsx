import { useEffect, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useBrand, useRegionalConfig } from '@portal/config';
import { fillPlaceholders } from '@portal/i18n';
import type { CustomerDetail } from '@portal/core-api';
import { Actions, Banner, Button, ButtonLink, ErrorSummary, space, Stack } from '@portal/ui-kit';
import { useContactsTranslation } from '../use-contacts-translation';
import { AddressSection } from './address-section';
import { LeaveUnsavedDialog } from './leave-unsaved-dialog';
import { OfflineSaveNotice } from './offline-save-notice';
import { PhoneEmailFields } from './phone-email-fields';
import { PostalSection } from './postal-section';
import { SavingOverlay } from './saving-overlay';
import { useContactForm } from './use-contact-form';
import { portalPaths } from '@portal/session';

const StyledFieldset = styled(Stack).attrs({ as: 'fieldset', $gap: 4 })`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${space(3)};
    padding: 0;
    font-size: ${({ theme }) => theme.font.size.h3};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** The edit form of /contacts/update: addresses, phones, e-mail, terms, Save and Cancel. */
export function ContactForm({ customer }: { customer: CustomerDetail }) {
  const { t } = useContactsTranslation();
  const regional = useRegionalConfig();
  const brand = useBrand();
  const { form, modes, setMode, onSubmit, errorItems, saving, waiting, isWaiting, abandon, failed, saved } = useContactForm(customer);
  const failure = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failed) failure.current?.scrollIntoView?.({ block: 'center' });
  }, [failed]);

  return (
    <FormProvider {...form}>
      <Stack
        as="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        $gap={6}
        aria-label={regional.regionalisation.updateContactDetails.heading}
      >
        <div ref={failure}>{failed ? <Banner tone="error">{t('edit.failed')}</Banner> : null}</div>
        <ErrorSummary title={t('common:errorSummaryTitle')} errors={errorItems} />
        <StyledFieldset>
          <legend>{t('edit.residentialLegend')}</legend>
          <AddressSection
            kind="residential"
            countryId={regional.countryId}
            mode={modes.residential}
            onModeChange={(m) => setMode('residential', m)}
          />
        </StyledFieldset>
        <StyledFieldset>
          <legend>{t('edit.postalLegend')}</legend>
          <PostalSection mode={modes.postal} onModeChange={(m) => setMode('postal', m)} />
        </StyledFieldset>
        <StyledFieldset>
          <legend>{t('edit.phoneLegend')}</legend>
          <PhoneEmailFields saved={saved} />
        </StyledFieldset>
        <p>{fillPlaceholders(regional.regionalisation.updateContactDetails.termsText, { phone: brand.phone })}</p>
        <OfflineSaveNotice waiting={waiting} />
        <Actions>
          <Button type="submit" loading={saving || waiting} loadingText={waiting ? t('edit.waitingSave') : t('edit.saving')}>
            {t('common:save')}
          </Button>
          <ButtonLink as={Link} to={portalPaths.contacts} $variant="secondary">
            {t('common:cancel')}
          </ButtonLink>
        </Actions>
      </Stack>
      {saving ? <SavingOverlay text={t('edit.saving')} /> : null}
      <LeaveUnsavedDialog waiting={waiting} isWaiting={isWaiting} onAbandon={abandon} />
    </FormProvider>
  );
}
