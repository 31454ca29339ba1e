import { useState, type ReactNode } from 'react';
import { useBrand } from '@portal/config';
import { PolicyStory } from '@portal/policy-data/stories';
import { saveReceipt } from '../result/receipt-record';
import { brandOverdue, receiptOf } from './story-fixtures';

/** Where the Pay Now story starts: the flow itself, or the return leg from the gateway. */
export type PayNowStage = 'flow' | 'receipt' | 'partial-receipt' | 'unknown';

export type PayNowStoryProps = {
  stage: PayNowStage;
  /**
   * The story is signed in to the sandbox as this overdue customer (`parameters.sandboxSession`): nothing is seeded,
   * the page loads what the sandbox serves (the flow stage only).
   */
  signedIn?: boolean;
  children: ReactNode;
};

/**
 * The Pay Now page for the overdue customer of the story's brand (each tile of "All brands" its own persona, region
 * and variant A or B). At a return stage the gateway's transaction has been finalised earlier in this tab: the page
 * shows what was kept for it (a receipt of all or the first payment, or an answer without a receipt reference: the
 * unknown outcome), as after a reload of the result page.
 */
export function PayNowStory({ stage, signedIn = false, children }: PayNowStoryProps) {
  const brand = useBrand();
  const [start] = useState(() => {
    const { persona, policyNumber, payable } = brandOverdue(brand.id);
    if (stage === 'flow') return { persona, route: `/payment/${policyNumber}` };
    const paid = stage === 'partial-receipt' ? 1 : payable.length;
    const transactionId = `story-${stage}-${brand.id}`;
    const record = receiptOf(persona, policyNumber, paid, brand.id);
    saveReceipt(transactionId, stage === 'unknown' ? { ...record, receipt: { ...record.receipt, ReceiptReference: '' } } : record);
    const ids = payable
      .slice(0, paid)
      .map((p) => p.TransactionId)
      .join(',');
    return { persona, route: `/payment/${policyNumber}?transactionidentifier=${transactionId}&passthroughparamobject=${ids}` };
  });
  return (
    <PolicyStory persona={signedIn ? undefined : start.persona} path="/payment/:policyNumber" route={start.route}>
      {children}
    </PolicyStory>
  );
}
