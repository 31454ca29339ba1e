/** Original, simple placeholder logo. */
export const logoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 251 48" width="251" height="48" role="img"><title>Wattlebird Life</title><circle cx="24" cy="24" r="10" fill="#F2B705"/><circle cx="12" cy="14" r="6" fill="#F2B705"/><circle cx="36" cy="14" r="6" fill="#F2B705"/><path d="M24 34v12" stroke="#1B5E20" stroke-width="4"/><text x="54" y="32" font-family="Georgia, serif" font-size="22" font-weight="700" fill="#1B5E20">Wattlebird Life</text></svg>';
