import { useLibWording } from '@portal/config';
import { useTranslation } from 'react-i18next';
import { policiesWording } from './policies-wording';

/** useTranslation for the policies namespace, which loads with the policies pages rather than at login. */
export function usePoliciesTranslation() {
  useLibWording('policies', policiesWording);
  return useTranslation('policies');
}

/** The policies namespace with 'common' as a fallback namespace. */
export function usePoliciesAndCommonTranslation() {
  useLibWording('policies', policiesWording);
  return useTranslation(['policies', 'common']);
}
