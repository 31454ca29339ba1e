/**
 * Stands in for jsPDF's optional renderers (html2canvas for doc.html(), canvg for SVG images) in the brand builds.
 * The receipt draws text with jsPDF's text API only, so neither is ever loaded; without this stand-in the build
 * still emits both as lazy chunks (about 45 kB and 47 kB gzipped) behind jsPDF's dynamic imports. Should a
 * future caller reach them, jsPDF's own "Could not load ..." error says so.
 */
throw new Error('Not bundled in the portal: jsPDF draws the receipt as text, without html2canvas or canvg.');
