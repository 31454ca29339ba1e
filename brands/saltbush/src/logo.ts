/** Original, simple placeholder logo. */
export const logoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 238 48" width="238" height="48" role="img"><title>Saltbush Cover</title><path d="M6 42C6 18 22 6 42 6c0 22-14 36-36 36z" fill="#00695C"/><path d="M8 40L36 12" stroke="#ffffff" stroke-width="3"/><text x="54" y="32" font-family="Georgia, serif" font-size="22" font-weight="700" fill="#00695C">Saltbush Cover</text></svg>';
