import type { BrandDefinition } from '@portal/config';
import { brandPlaceholders, fillPlaceholders } from '@portal/config';
import { shellWording } from '../shell-wording';
import { BrandTheme } from '@portal/session';

/**
 * Shown when /configResponse.json is missing or malformed: the portal cannot run without it.
 * Rendered before i18n exists, so it reads the shell's base wording directly (with the brand's overrides).
 */
export function ConfigErrorPage({ brand }: { brand: BrandDefinition }) {
  const words = { ...shellWording, ...brand.wording['shell'] };
  return (
    <BrandTheme brand={brand}>
      <main style={{ maxWidth: '40rem', margin: '0 auto', padding: '2rem 1rem' }}>
        <h1>{words['configError.heading']}</h1>
        <p role="alert">{fillPlaceholders(words['configError.body'] ?? '', brandPlaceholders(brand))}</p>
      </main>
    </BrandTheme>
  );
}
