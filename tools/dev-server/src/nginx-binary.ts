import { existsSync } from 'node:fs';

/** Debian puts nginx in /usr/sbin, which a non-root PATH may lack; NGINX names another binary. */
export const nginxBinary = (): string => process.env['NGINX'] ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
