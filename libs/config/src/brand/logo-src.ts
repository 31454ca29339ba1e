/** The brand's SVG logo as an image URL (data: URI), so it needs no extra request and no HTML injection. */
export function logoSrc(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
