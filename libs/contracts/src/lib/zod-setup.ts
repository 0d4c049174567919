import { config } from 'zod';

// In the browser, zod runs without its JIT: building an object schema otherwise probes `new Function('')`, and
// under the pages' Content-Security-Policy (no 'unsafe-eval') the caught probe is still reported as a CSP
// violation (Lighthouse Best Practices, "Issues logged in the Issues panel"). Every module that builds
// schemas imports this one first, so it runs before any schema is built; a page that only reads the messages does
// not load zod at all (decision 021). Servers keep the JIT.
if (typeof document !== 'undefined') config({ jitless: true });
