import { useCustomerDetail } from '../customer/use-customer-detail';
import { useFeatureList } from '../customer/use-feature-list';

/**
 * Section 4 "Post-login loading": once signed in, the customer details load, then the feature list, whichever page
 * the customer lands on. Pages read the same queries (deduplicated by key). Renders nothing.
 */
export function PostLoginLoader() {
  useCustomerDetail();
  useFeatureList();
  return null;
}
