/** Original, simple placeholder logo. */
export const logoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 290 48" width="290" height="48" role="img"><title>Ironbark Insurance</title><rect x="8" y="4" width="32" height="40" rx="6" fill="#8A3B12"/><path d="M16 8v32M24 6v36M32 8v32" stroke="#C98B5B" stroke-width="3"/><text x="54" y="32" font-family="Georgia, serif" font-size="22" font-weight="700" fill="#8A3B12">Ironbark Insurance</text></svg>';
