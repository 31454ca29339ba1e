/* global require, module -- CommonJS: Nx require()s a generator's factory. */
/* eslint-disable @typescript-eslint/no-require-imports -- the one CommonJS bridge of the workspace */
// Node 20 cannot load TypeScript: tsx's CommonJS hook compiles the generator when Nx requires it.
require('tsx/cjs/api').register();
module.exports = require('./brand-generator.ts');
