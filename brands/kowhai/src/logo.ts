/** Original, simple placeholder logo. */
export const logoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 199 48" width="199" height="48" role="img"><title>Kōwhai Life</title><g fill="#FFD23F" stroke="#7A5C00" stroke-width="2"><ellipse cx="24" cy="12" rx="6" ry="10"/><ellipse cx="13" cy="28" rx="6" ry="10" transform="rotate(-50 13 28)"/><ellipse cx="35" cy="28" rx="6" ry="10" transform="rotate(50 35 28)"/></g><text x="54" y="32" font-family="Georgia, serif" font-size="22" font-weight="700" fill="#7A5C00">Kōwhai Life</text></svg>';
