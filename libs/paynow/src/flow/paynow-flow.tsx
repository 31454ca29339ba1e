import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PolicyRecord } from '@portal/policy-data';
import { CardStep } from '../card/card-step';
import { payablePayments, selectAll, type Selection } from '../selection/selection-rules';
import { usePayNowSelection } from '../selection/selection-store';
import { VariantASelection } from '../selection/variant-a-selection';
import { VariantBSelection } from '../selection/variant-b-selection';
import { portalPaths } from '@portal/session';

export type PayNowFlowProps = { policy: PolicyRecord; variant: 'A' | 'B' };

/**
 * Selection, then card entry (spec section 4). Every payment starts selected; extended dishonour locks them all.
 * Variant B with exactly one overdue payment skips the selection, and Back then leaves to /.
 */
export function PayNowFlow({ policy, variant }: PayNowFlowProps) {
  const navigate = useNavigate();
  const policyNumber = policy.policyNumber;
  const locked = policy.extendedDishonour;
  const payments = useMemo(() => payablePayments(policy.payments, locked), [policy.payments, locked]);
  const stored = usePayNowSelection((s) => s.byPolicy[policyNumber]);
  const select = usePayNowSelection((s) => s.select);
  const selection: Selection = useMemo(() => {
    const keys = new Set(payments.map((p) => p.key));
    return locked || !stored ? selectAll(payments) : stored.filter((key) => keys.has(key));
  }, [payments, stored, locked]);
  const single = variant === 'B' && payments.length === 1;
  const [step, setStep] = useState<'select' | 'card'>(single ? 'card' : 'select');
  const [attempt, setAttempt] = useState(0);

  const leave = () => void navigate(portalPaths.dashboard);
  if (step === 'card') {
    return (
      <CardStep
        key={attempt}
        policy={policy}
        payments={payments}
        selection={selection}
        onBack={single ? leave : () => setStep('select')}
        onTryAgain={() => {
          setAttempt((a) => a + 1);
          setStep(single ? 'card' : 'select');
        }}
      />
    );
  }
  const Selection = variant === 'A' ? VariantASelection : VariantBSelection;
  return (
    <Selection
      payments={payments}
      selection={selection}
      onChange={(next) => select(policyNumber, next)}
      locked={locked}
      onNext={() => setStep('card')}
      onCancel={leave}
    />
  );
}
