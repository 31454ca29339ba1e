import { useBrand, useRegionalConfig } from '@portal/config';
import { PhoneLinkText } from '@portal/ui-kit';
import { useAccessibilityTranslation } from './use-accessibility-translation';

const sections = [
  { id: 'conformance', items: ['conformance.body'] },
  {
    id: 'testing',
    items: ['testing.axe', 'testing.keyboard', 'testing.contrast', 'testing.screenReaders', 'testing.zoom', 'testing.display'],
    list: true,
  },
  { id: 'limits', items: ['limits.documents', 'limits.thirdParty', 'limits.timeout', 'limits.exceptions'], list: true },
  { id: 'privacy', items: ['privacy.recorded', 'privacy.masked'] },
] as const;

/**
 * The accessibility statement (/accessibility, open signed in and signed out; the brand's footer links to it): the
 * WCAG 2.2 AA claim, how the portal is tested, known limits and the brand's phone for help. Its title is the route's.
 * Where the deployment monitors sessions (the served configuration's telemetry), its privacy note says what is
 * recorded and what is masked (libs/telemetry).
 */
export function AccessibilityStatementPage() {
  const { t } = useAccessibilityTranslation();
  const { phone } = useBrand();
  const monitored = useRegionalConfig().telemetry?.enabled === true;
  return (
    <article aria-labelledby="accessibility-heading">
      <h1 id="accessibility-heading">{t('common:accessibilityStatement')}</h1>
      <p>{t('intro')}</p>
      {sections
        .filter(({ id }) => id !== 'privacy' || monitored)
        .map(({ id, items, ...rest }) => (
          <section key={id} aria-labelledby={`accessibility-${id}`}>
            <h2 id={`accessibility-${id}`}>{t(`${id}.heading`)}</h2>
            {'list' in rest ? (
              <ul>
                {items.map((key) => (
                  <li key={key}>{t(key)}</li>
                ))}
              </ul>
            ) : (
              items.map((key) => <p key={key}>{t(key)}</p>)
            )}
          </section>
        ))}
      <section aria-labelledby="accessibility-help">
        <h2 id="accessibility-help">{t('help.heading')}</h2>
        <p>
          <PhoneLinkText text={t('help.body')} phone={phone} />
        </p>
      </section>
      <p>{t('reviewed')}</p>
    </article>
  );
}
