/**
 * The first import of a bench that builds with Vite in its own process (bench.ts's script floor). Vite's build sets
 * NODE_ENV=production, so React's server renderer loaded after it (the floor's prerender) is production's while React
 * itself, loaded before by the brand registry's imports (wording, formats), was development's: the render failed
 * with "dispatcher.getOwner is not a function". The process is production's from its start.
 */
process.env['NODE_ENV'] = 'production';
