import { useState, type FormEvent } from 'react';
import { useRegionalConfig } from '@portal/config';
import { Money, MoneyText, formatMoney, formatTableDate } from '@portal/i18n';
import { Actions, Button, Checkbox, ErrorSummary, Stack } from '@portal/ui-kit';
import { usePaynowTranslation } from '../use-paynow-translation';
import { canSelectA, selectAll, selectedTotal, toggleA, type PayablePayment, type Selection } from './selection-rules';
import { StyledFieldset, StyledNote, StyledTotal } from './selection-styles';

export type VariantSelectionProps = {
  payments: readonly PayablePayment[];
  selection: Selection;
  onChange: (selection: Selection) => void;
  /** Extended dishonour: every payment selected and locked. */
  locked: boolean;
  onNext: () => void;
  onCancel: () => void;
};

/** A payment's checkbox id, from its key (spec-free characters only). */
export const paymentBoxId = (key: string) => `paynow-payment-${key.replace(/[^\w-]/g, '_')}`;

/** Variant A: checkboxes in listed order (an earlier payment first), the total outstanding and the notes. */
export function VariantASelection({ payments, selection, onChange, locked, onNext }: VariantSelectionProps) {
  const { t } = usePaynowTranslation();
  const message = useRegionalConfig().regionalisation.transactionsNotSelectedInOrderMessage;
  const [error, setError] = useState(false);
  const outstanding = selectedTotal(payments, selectAll(payments));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selection.length === 0) return setError(true);
    onNext();
  };
  const first = payments[0];
  return (
    <Stack as="form" $flush onSubmit={submit} noValidate aria-label={t('listA.legend')}>
      {error && selection.length === 0 && first ? (
        <ErrorSummary title={t('common:errorSummaryTitle')} errors={[{ fieldId: paymentBoxId(first.key), message }]} />
      ) : null}
      <StyledFieldset aria-describedby="paynow-list-hint">
        <legend>{t('listA.legend')}</legend>
        <StyledNote id="paynow-list-hint">{locked ? t('lockedNote') : t('listA.hint')}</StyledNote>
        {payments.map((p) => {
          const checked = selection.includes(p.key);
          return (
            <Checkbox
              key={p.key}
              id={paymentBoxId(p.key)}
              label={
                <MoneyText
                  text={t('payment.label', { date: formatTableDate(p.RegularCollectionDate), amount: formatMoney(p.Amount) })}
                  amounts={[formatMoney(p.Amount)]}
                />
              }
              checked={checked}
              disabled={locked || (!checked && !canSelectA(payments, selection, p.key))}
              onChange={(e) => onChange(toggleA(payments, selection, p.key, e.target.checked))}
            />
          );
        })}
      </StyledFieldset>
      <StyledTotal>
        {t('listA.totalOutstanding')}: <Money amount={outstanding} />
      </StyledTotal>
      {/* Said again whenever the selection changes: a screen reader hears the new amount after each box. */}
      <p aria-live="polite" aria-atomic="true">
        {t('totalSelected')}: <Money amount={selectedTotal(payments, selection)} />
      </p>
      <StyledNote>{t('listA.atRisk')}</StyledNote>
      <StyledNote>{t('listA.cardOnly')}</StyledNote>
      <Actions>
        <Button type="submit">{t('common:continue')}</Button>
      </Actions>
    </Stack>
  );
}
