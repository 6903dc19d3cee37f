import type { NextConfig } from 'next';

// Served under the school site's /apps/next/ (tests/e2e/school-site.ts proxies it to `next start`),
// its page at /apps/next/ like the other apps'.
const config: NextConfig = { basePath: '/apps/next', trailingSlash: true };

export default config;
