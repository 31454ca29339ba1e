import type { BannerTone } from './banner';

const paths: Record<BannerTone, string> = {
  info: 'M11 10h2v7h-2zm0-4h2v2h-2z',
  success: 'M10 15.6 6.7 12.3l-1.4 1.4L10 18.4l8.7-8.7-1.4-1.4z',
  error: 'M11 6h2v8h-2zm0 10h2v2h-2z',
  warning: 'M11 8h2v6h-2zm0 8h2v2h-2z',
};

/** Decorative tone icon in the current colour: a circle (a triangle for warnings) with a glyph. */
export function BannerIcon({ tone }: { tone: BannerTone }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {tone === 'warning' ? (
        <path d="M12 2 1 21h22L12 2z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      ) : (
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      )}
      <path d={paths[tone]} fill="currentColor" />
    </svg>
  );
}
