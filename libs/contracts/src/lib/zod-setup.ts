import { en } from 'zod/locales';
import { config } from 'zod/mini';

// Schemas that reach the browser are written with zod/mini (decision 021): its functions are imported one by one,
// so a page ships only the checks it uses, where classic zod's methods keep every check in the bundle.
// zod/mini loads no locale: English is set here so that a message the schemas do not name reads as it does with
// classic zod on the server ("Too big: expected string to have <=300 characters").
// In the browser, zod runs without its JIT: building an object schema otherwise probes `new Function('')`, and
// under the pages' Content-Security-Policy (no 'unsafe-eval') the caught probe is still reported as a CSP
// violation (Lighthouse Best Practices, "Issues logged in the Issues panel"). Every module that builds
// schemas imports this one first, so it runs before any schema is built; a page that only reads the messages does
// not load zod at all (decision 021). Servers keep the JIT.
// The locale by its own name: `locales.en` through the namespace keeps every language in an esbuild bundle.
config(en());
if (typeof document !== 'undefined') config({ jitless: true });
