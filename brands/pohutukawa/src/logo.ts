/** Original, simple placeholder logo. */
export const logoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 264 48" width="264" height="48" role="img"><title>Pōhutukawa Cover</title><g stroke="#B71C1C" stroke-width="3" stroke-linecap="round"><path d="M24 40V14M24 24l-12-12M24 24l12-12M24 30l-16-4M24 30l16-4"/></g><circle cx="24" cy="12" r="4" fill="#B71C1C"/><text x="54" y="32" font-family="Georgia, serif" font-size="22" font-weight="700" fill="#B71C1C">Pōhutukawa Cover</text></svg>';
