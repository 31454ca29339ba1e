/** A neutral placeholder logo (a grey mark and the word "Logo") for stories and tests. */
export const placeholderLogo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40">' +
    '<rect x="2" y="6" width="28" height="28" rx="6" fill="#6b7280"/>' +
    '<text x="40" y="27" font-family="sans-serif" font-size="20" fill="#1f2328">Logo</text></svg>',
)}`;

/** Deliberately long wording, to see how components wrap. */
export const longText =
  'This is a deliberately long sentence that keeps going so that designers can see how the component wraps ' +
  'across several lines on a narrow phone screen, including a longwordwithoutanybreakopportunitiesatall.';
