/** The card schemes drawn as marks. */
export type CardSchemeName = 'visa' | 'mastercard';

export type CardSchemeMarkProps = {
  scheme: CardSchemeName;
  /** The scheme's name for screen readers (role img); without it the mark is decoration (aria-hidden). */
  label?: string;
};

/**
 * A card scheme's mark drawn in the text colour (no external images, no colour literals, no brand's colour): an
 * outlined card with the scheme's word or its two circles. Named (`label`) it is an image; unnamed, decoration beside
 * text that names it.
 */
export function CardSchemeMark({ scheme, label }: CardSchemeMarkProps) {
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg width="44" height="28" viewBox="0 0 44 28" focusable="false" data-scheme={scheme} {...named}>
      <rect x="1" y="1" width="42" height="26" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
      {scheme === 'visa' ? (
        <text x="22" y="19" textAnchor="middle" fontSize="12" fontWeight="700" fontStyle="italic" fill="currentColor">
          VISA
        </text>
      ) : (
        <>
          <circle cx="18" cy="14" r="7" fill="currentColor" opacity="0.85" />
          <circle cx="26" cy="14" r="7" fill="currentColor" opacity="0.45" />
        </>
      )}
    </svg>
  );
}
