import { usePoliciesTranslation } from '../use-policies-translation';
import { useMutation } from '@tanstack/react-query';
import { useApiClient, useFeatureList, useSession } from '@portal/session';
import { useBrand } from '@portal/config';
import { markFeatureUsed, suppressFeature, type Feature } from '@portal/core-api';
import { Banner, Button, ButtonLink } from '@portal/ui-kit';
import { useCrossSellStore } from './cross-sell-store';

export const CROSS_SELL_FEATURE_KEY = 'Cross_Sale_Banner';

/**
 * Spec section 2, "Cross-sell banner", shown when the customer's feature list holds Cross_Sale_Banner.
 * Title and description are wording keys of the 'policies' namespace (crossSell.*), so each brand can reword them.
 * 'Maybe Later' suppresses the feature (never shown again for this customer); 'Request a Call' marks the feature used
 * and opens the brand's configured callback link (crossSellCallbackUrl) in a new tab, when it has one.
 * `held`: not shown yet (the page's content above it is still loading), its query already mounted.
 */
export function CrossSellBanner({ held = false }: { held?: boolean }) {
  const { t } = usePoliciesTranslation();
  const brand = useBrand();
  const client = useApiClient();
  const loginId = useSession().customerLoginId ?? '';
  const features = useFeatureList();
  const hidden = useCrossSellStore((state) => state.hidden);
  const hide = useCrossSellStore((state) => state.hide);
  const suppress = useMutation({
    mutationFn: (featureId: number) => suppressFeature(client, { FeatureId: featureId, clientPortalLoginId: loginId }),
  });
  const markUsed = useMutation({
    mutationFn: (featureId: number) => markFeatureUsed(client, { FeatureId: featureId, clientPortalLoginId: loginId }),
  });

  const list: readonly Feature[] = features.data ?? [];
  const feature = list.find((f) => f.FeatureKey === CROSS_SELL_FEATURE_KEY && !hidden[f.FeatureId]);
  if (!feature || held) return null;

  const dismiss = () => {
    hide(feature.FeatureId);
    suppress.mutate(feature.FeatureId);
  };
  const callbackUrl = brand.crossSellCallbackUrl;
  const requestCall = () => {
    markUsed.mutate(feature.FeatureId);
    // Hide after the browser has opened the link in its new tab.
    setTimeout(() => hide(feature.FeatureId), 0);
  };
  return (
    <Banner
      tone="info"
      title={t('crossSell.title')}
      aria-label={t('crossSell.title')}
      action={
        <>
          {callbackUrl ? (
            <ButtonLink
              href={callbackUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={requestCall}
              aria-label={t('crossSell.requestCallLabel')}
            >
              {t('crossSell.requestCall')}
            </ButtonLink>
          ) : (
            <Button onClick={requestCall}>{t('crossSell.requestCall')}</Button>
          )}
          <Button variant="secondary" onClick={dismiss}>
            {t('crossSell.dismiss')}
          </Button>
        </>
      }
    >
      {t('crossSell.description')}
    </Banner>
  );
}
