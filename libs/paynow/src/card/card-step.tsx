import { useCallback, useRef, useState } from 'react';
import { useRegionalConfig } from '@portal/config';
import { MoneyText, formatMoney } from '@portal/i18n';
import type { PolicyRecord } from '@portal/policy-data';
import { useCustomerDetail } from '@portal/session';
import { Actions, Button, LoadingIndicator, Stack } from '@portal/ui-kit';
import { PaymentFailure } from '../result/payment-failure';
import { passthroughOf, selectedTotal, type PayablePayment, type Selection } from '../selection/selection-rules';
import { usePaynowTranslation } from '../use-paynow-translation';
import { CardElement, type GatewayOutcome } from './card-element';
import { useCardComponent } from './use-card-component';
import { useGatewaySession } from './use-gateway-session';

export const CARD_FORM_ID = 'paynow-card-form';

export type CardStepProps = {
  policy: PolicyRecord;
  payments: readonly PayablePayment[];
  selection: Selection;
  onBack: () => void;
  onTryAgain: () => void;
};

/** Card entry: the gateway's hosted card element inside our form; submit enabled 3 s after the element appears. */
export function CardStep({ policy, payments, selection, onBack, onTryAgain }: CardStepProps) {
  const { t } = usePaynowTranslation();
  const gateway = useGatewaySession(policy.policyNumber);
  const clientId = useCustomerDetail().data?.ClientId;
  const elementRef = useRef<HTMLElement | null>(null);
  // The card capture the served configuration names (none: it cannot load, the failure path).
  const component = useRegionalConfig().gateway?.cardCapture;
  const status = useCardComponent(component, gateway.data?.componentUrl, elementRef);
  const [paying, setPaying] = useState(false);
  const [declined, setDeclined] = useState(false);
  const onOutcome = useCallback((outcome: GatewayOutcome) => {
    setPaying(false);
    if (outcome.kind === 'failed') setDeclined(true);
  }, []);

  if (gateway.isError || status === 'failed' || declined) {
    return <PaymentFailure policyNumber={policy.policyNumber} onTryAgain={onTryAgain} />;
  }
  const amount = formatMoney(selectedTotal(payments, selection));
  const actionUrl = `${window.location.origin}/payment/${encodeURIComponent(policy.policyNumber)}`;
  return (
    <Stack
      as="form"
      $flush
      id={CARD_FORM_ID}
      aria-labelledby="paynow-card-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setPaying(true);
      }}
    >
      <h2 id="paynow-card-heading">{t('card.heading')}</h2>
      <p>{t('card.note')}</p>
      <p>
        <MoneyText text={t('card.amount', { amount, count: selection.length })} amounts={[amount]} />
      </p>
      {status === 'loading' ? <LoadingIndicator text={t('card.loading')} /> : null}
      {gateway.data && component ? (
        <CardElement
          component={component}
          session={gateway.data}
          elementRef={elementRef}
          formId={CARD_FORM_ID}
          clientId={clientId === undefined ? '' : String(clientId)}
          actionUrl={actionUrl}
          passthrough={passthroughOf(payments, selection)}
          label={t('common:cardDetails')}
          onOutcome={onOutcome}
        />
      ) : null}
      <Actions>
        <Button variant="secondary" onClick={onBack} disabled={paying}>
          {t('back')}
        </Button>
        <Button type="submit" disabled={status !== 'enabled'} loading={paying} loadingText={t('card.paying')}>
          <MoneyText text={t('card.pay', { amount })} amounts={[amount]} />
        </Button>
      </Actions>
    </Stack>
  );
}
