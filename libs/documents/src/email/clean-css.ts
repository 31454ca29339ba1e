/**
 * CSS from an e-mail, with every way to load something removed: url() references that are not data: images (remote
 * ones too: no deployment names an image host in the page's CSP), @import, image-set(), expression(), behaviours and
 * bindings. Returns the CSS and how many remote references it held.
 */
export function cleanCss(css: string): { css: string; remote: number } {
  let remote = 0;
  const cleaned = css
    .replace(/@import[^;]*;?/gi, '')
    .replace(/\\/g, '')
    .replace(/url\s*\(\s*(['"]?)(.*?)\1\s*\)/gi, (_match, _quote: string, target: string) => {
      const value = target.trim();
      if (/^data:image\/(png|jpe?g|gif|webp)[;,]/i.test(value)) return `url("${value.replace(/"/g, '')}")`;
      if (/^(https?:)?\/\//i.test(value)) remote += 1;
      return 'none';
    })
    .replace(/image-set\s*\(/gi, 'none(')
    .replace(/expression\s*\(/gi, 'none(')
    .replace(/(-moz-binding|behavior)\s*:[^;}]*/gi, '');
  return { css: cleaned, remote };
}
