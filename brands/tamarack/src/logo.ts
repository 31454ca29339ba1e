/** Original, simple placeholder logo. */
export const logoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 225 48" width="225" height="48" role="img"><title>Tamarack Life</title><path d="M24 2L8 38h32z" fill="#0D3B66"/><path d="M24 12L14 34h20z" fill="#F4D35E"/><rect x="21" y="38" width="6" height="8" fill="#0D3B66"/><text x="54" y="32" font-family="Georgia, serif" font-size="22" font-weight="700" fill="#0D3B66">Tamarack Life</text></svg>';
