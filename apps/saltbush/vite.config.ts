// Relative imports on purpose: Vite bundles a config's relative imports but leaves every package import
// external for Node, which cannot load our TypeScript sources. Runtime code imports packages by name.
import { brand } from '../../brands/saltbush/src/index.ts';
import { createBrandAppConfig } from '../../tools/vite-config/src/index.ts';

export default createBrandAppConfig(brand, import.meta.dirname);
