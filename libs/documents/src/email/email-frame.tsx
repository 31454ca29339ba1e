import { useCallback, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { themeColor } from '@portal/ui-kit';
import type { SafeEmailBody } from './sanitize-email';

const StyledFrame = styled.iframe`
  display: block;
  width: 100%;
  min-height: 160px;
  border: 1px solid ${themeColor('border.subtle')};
  background: ${themeColor('background.surface')};
`;

/** The frame's own CSP: nothing loads but data: images. */
const FRAME_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; form-action 'none'; base-uri 'none'";

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The srcdoc: the sanitised body under a restrictive CSP meta. No script, no style element, no base. */
const frameDocument = (body: SafeEmailBody) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${escapeAttribute(FRAME_CSP)}"></head><body>${body.html}</body></html>`;

const BASE_CSS =
  'body { margin: 12px; font-family: system-ui, sans-serif; line-height: 1.5; overflow-wrap: anywhere; } img { max-width: 100%; height: auto; }';

/** Applies the e-mail's styles through the CSSOM (which the page's CSP allows) and returns the content's height. */
function styleFrame(frame: HTMLIFrameElement, body: SafeEmailBody): number | undefined {
  const doc = frame.contentDocument;
  const view = frame.contentWindow as (Window & typeof globalThis) | null;
  if (!doc || !view) return undefined;
  try {
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync(`${BASE_CSS}\n${body.css}`);
    doc.adoptedStyleSheets = [sheet];
  } catch {
    // Invalid CSS or no constructable stylesheets: the e-mail shows unstyled.
  }
  for (const element of Array.from(doc.querySelectorAll<HTMLElement>('[data-mail-style]'))) {
    element.style.cssText = body.inlineStyles[Number(element.dataset['mailStyle'])] ?? '';
  }
  return doc.documentElement.scrollHeight;
}

export type EmailFrameProps = { body: SafeEmailBody; title: string };

/**
 * The e-mail's HTML body in a sandboxed frame: srcdoc, no allow-scripts (nothing in it can run), same origin only
 * so the portal can style it and fit its height; links open in a new tab outside the sandbox.
 */
export function EmailFrame({ body, title }: EmailFrameProps) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number>();
  const srcDoc = useMemo(() => frameDocument(body), [body]);
  const onLoad = useCallback(() => {
    const frame = ref.current;
    if (!frame) return;
    const measure = () => {
      const measured = frame.contentDocument?.documentElement.scrollHeight;
      if (measured) setHeight(measured + 2);
    };
    const first = styleFrame(frame, body);
    if (first) setHeight(first + 2);
    frame.contentDocument?.addEventListener('load', measure, true);
  }, [body]);
  return (
    <StyledFrame
      ref={ref}
      title={title}
      srcDoc={srcDoc}
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      onLoad={onLoad}
      style={height ? { height } : undefined}
    />
  );
}
