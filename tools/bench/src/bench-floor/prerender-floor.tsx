import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { createFloorI18n, floorRoutes } from './floor-form';

/**
 * Build time only (bench-floors.ts loads it through Vite, as the brands' prerender is): the script floor's form as the
 * server renders it, and the style tags styled-components collected (carrying `nonce`).
 * @public (loaded by path from bench-floors.ts, so no import names it)
 */
export async function prerenderFloor(nonce: string): Promise<{ html: string; styleTags: string }> {
  const handler = createStaticHandler(floorRoutes);
  const context = await handler.query(new Request('https://floor.test/login'));
  if (context instanceof Response) throw new Error(`script floor: /login answered ${context.status}`);
  const sheet = new ServerStyleSheet({ nonce });
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <I18nextProvider i18n={createFloorI18n()}>
            <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
          </I18nextProvider>
        </StrictMode>,
      ),
    );
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
