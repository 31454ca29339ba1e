/** The release built (version+commit), defined by the build (tools/vite-config); absent in tests and Storybook. */
declare const __PORTAL_RELEASE__: string | undefined;

export const portalRelease = (): string => (typeof __PORTAL_RELEASE__ === 'string' ? __PORTAL_RELEASE__ : 'development');
