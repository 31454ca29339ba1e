/* global require, module -- CommonJS: Nx require()s a generator's factory. */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS bridge, as the brand generator's */
// Node 20 cannot load TypeScript: tsx's CommonJS hook compiles the generator when Nx requires it.
require('tsx/cjs/api').register();
module.exports = require('./screen-generator.ts');
