export { spawnNginx, startLocalNginx, writeLocalNginxConf } from './local-nginx';
export { serveStatic } from './static-server';
export { selfSigned } from './self-signed';
export { nginxBinary } from './nginx-binary';
export { QUIET_CHROMIUM_ARGS, chromiumPath, vendorFrontArgs } from './chromium';
