import { useState, type FormEvent } from 'react';
import { useRegionalConfig } from '@portal/config';
import { Money, MoneyText, formatMoney, formatTableDate } from '@portal/i18n';
import { Actions, Button, Checkbox, Cluster, ErrorSummary, Stack, VisuallyHidden, Table } from '@portal/ui-kit';
import { usePaynowTranslation } from '../use-paynow-translation';
import { OverdueTooltip } from './overdue-tooltip';
import { isInOrderB, selectAll, selectedTotal, toggleB } from './selection-rules';
import { StyledNote, StyledTotal } from './selection-styles';
import { paymentBoxId, type VariantSelectionProps } from './variant-a-selection';

/** Variant B: the overdue count and total, select-all, a table of due dates and amounts, Cancel and Next. */
export function VariantBSelection({ payments, selection, onChange, locked, onNext, onCancel }: VariantSelectionProps) {
  const { t } = usePaynowTranslation();
  const message = useRegionalConfig().regionalisation.transactionsNotSelectedInOrderMessage;
  const [error, setError] = useState(false);
  const all = selection.length === payments.length;
  const total = formatMoney(selectedTotal(payments, selectAll(payments)));
  const inOrder = isInOrderB(payments, selection);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!inOrder) return setError(true);
    setError(false);
    onNext();
  };
  return (
    <Stack as="form" $flush onSubmit={submit} noValidate aria-labelledby="paynow-b-heading">
      {error && !inOrder ? (
        <ErrorSummary title={t('common:errorSummaryTitle')} errors={[{ fieldId: 'paynow-select-all', message }]} />
      ) : null}
      <Cluster $gap={2}>
        <h2 id="paynow-b-heading">
          <MoneyText text={t('listB.heading', { count: payments.length, total })} amounts={[total]} />
        </h2>
        <OverdueTooltip />
      </Cluster>
      {locked ? <StyledNote>{t('lockedNote')}</StyledNote> : null}
      <Checkbox
        id="paynow-select-all"
        label={t('listB.selectAll')}
        checked={all}
        disabled={locked}
        onChange={(e) => onChange(e.target.checked ? selectAll(payments) : [])}
      />
      <Table $numeric>
        <caption>
          <VisuallyHidden>{t('listB.caption')}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('listB.select')}</th>
            <th scope="col">{t('listB.dueDate')}</th>
            <th scope="col">{t('listB.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => {
            const date = formatTableDate(p.RegularCollectionDate);
            return (
              <tr key={p.key}>
                <td>
                  <Checkbox
                    id={paymentBoxId(p.key)}
                    label={<VisuallyHidden>{t('listB.selectPayment', { date })}</VisuallyHidden>}
                    checked={selection.includes(p.key)}
                    disabled={locked}
                    onChange={(e) => onChange(toggleB(payments, selection, p.key, e.target.checked))}
                  />
                </td>
                <td>{date}</td>
                <td>
                  <Money amount={p.Amount} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <StyledTotal aria-live="polite" aria-atomic="true">
        {t('totalSelected')}: <Money amount={selectedTotal(payments, selection)} />
      </StyledTotal>
      <Actions>
        <Button variant="secondary" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
        <Button type="submit">{t('next')}</Button>
      </Actions>
    </Stack>
  );
}
