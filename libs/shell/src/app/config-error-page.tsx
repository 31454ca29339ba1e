import type { BrandDefinition } from '@portal/config';
import { brandLanguages, brandPlaceholders } from '@portal/config';
import { fillPlaceholders } from '@portal/i18n';
import { BrandTheme } from '@portal/ui-kit';
import { shellWording } from '../shell-wording';

/**
 * Shown when /configResponse.json is missing or malformed: the portal cannot run without it.
 * Rendered before i18n exists, so it reads the shell's base wording directly (with the brand's overrides). A brand
 * offered in several languages shows the message in each, default first, each part with its own `lang` and heading
 * (the other languages' texts are in the brand definition: loading their chunk could fail as the configuration did).
 */
export function ConfigErrorPage({ brand }: { brand: BrandDefinition }) {
  const words = { ...shellWording, ...brand.wording['shell'] };
  const [first, ...others] = brandLanguages(brand);
  const parts = [
    { code: first?.code ?? brand.locale, heading: words['configError.heading'] ?? '', body: words['configError.body'] ?? '' },
    ...others.flatMap((l) => (l.unavailable ? [{ code: l.code, ...l.unavailable.configError }] : [])),
  ];
  const part = ({ heading, body }: (typeof parts)[number]) => (
    <>
      <h1>{heading}</h1>
      <p role="alert">{fillPlaceholders(body, brandPlaceholders(brand))}</p>
    </>
  );
  return (
    <BrandTheme overrides={brand.theme}>
      <main style={{ maxWidth: '40rem', margin: '0 auto', padding: '2rem 1rem' }}>
        {parts.length === 1
          ? part(parts[0]!)
          : parts.map((p) => (
              <section key={p.code} lang={p.code}>
                {part(p)}
              </section>
            ))}
      </main>
    </BrandTheme>
  );
}
