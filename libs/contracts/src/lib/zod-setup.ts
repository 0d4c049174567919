import { config } from 'zod';

// In the browser, zod runs without its JIT: building an object schema otherwise probes `new Function('')`, and
// under the pages' Content-Security-Policy (no 'unsafe-eval') the caught probe is still reported as a CSP
// violation (Lighthouse Best Practices, "Issues logged in the Issues panel"). The barrel imports this module
// first so it runs before any schema is built. Servers keep the JIT.
if (typeof document !== 'undefined') config({ jitless: true });
