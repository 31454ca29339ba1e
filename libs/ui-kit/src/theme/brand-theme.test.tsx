import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, useTheme } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { BrandTheme } from './brand-theme';

function PageColour() {
  return <p>{useTheme().color.background.page}</p>;
}

describe('BrandTheme', () => {
  it("gives the tree the brand's theme and the global styles in its colours", () => {
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(
        sheet.collectStyles(
          <BrandTheme overrides={{ palette: { mist: '#fafafa' } }}>
            <PageColour />
          </BrandTheme>,
        ),
      );
      expect(html).toContain('<p>#fafafa</p>');
      expect(sheet.getStyleTags()).toMatch(/body\{[^}]*background:#fafafa/);
    } finally {
      sheet.seal();
    }
  });
});
