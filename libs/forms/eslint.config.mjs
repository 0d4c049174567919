import baseConfig, { dependencyChecks } from '../../eslint.config.mjs';

// @remix-run/server-runtime: ./server's emitted types name its TypedResponse (what @remix-run/node's json returns).
export default [...baseConfig, dependencyChecks({ ignoredDependencies: ['@remix-run/server-runtime'] })];
