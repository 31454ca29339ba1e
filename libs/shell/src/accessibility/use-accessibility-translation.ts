import { useLibWording } from '@portal/i18n';
import { useTranslation } from 'react-i18next';
import { accessibilityWording } from './accessibility-wording';

/** useTranslation for the statement's namespace, whose wording travels in the statement's lazy chunk. */
export function useAccessibilityTranslation() {
  useLibWording('accessibility', accessibilityWording);
  return useTranslation(['accessibility', 'common']);
}
