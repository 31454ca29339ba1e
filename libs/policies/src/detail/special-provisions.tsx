import { usePoliciesTranslation } from '../use-policies-translation';
import { useState } from 'react';
import { Button, Modal } from '@portal/ui-kit';

export type SpecialProvisionsProps = { benefit: string; exclusions: ReadonlyArray<{ ExclusionText: string }> };

/** A 'Special Provisions' button that opens the benefit's exclusions in a modal dialog. */
export function SpecialProvisions({ benefit, exclusions }: SpecialProvisionsProps) {
  const { t } = usePoliciesTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button variant="link" onClick={() => setOpen(true)} aria-haspopup="dialog" aria-label={t('specialProvisionsLabel', { benefit })}>
        {t('specialProvisions')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('specialProvisionsFor', { benefit })} closeLabel={t('common:close')}>
        <ul>
          {exclusions.map((exclusion, index) => (
            <li key={index}>{exclusion.ExclusionText}</li>
          ))}
        </ul>
      </Modal>
    </div>
  );
}
