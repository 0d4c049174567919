import '@testing-library/jest-dom';
import { installGlobals } from '@remix-run/node';
import { configure } from '@testing-library/react';

// CI runs these beside the database-heavy gateway suite on two cores: give async queries room.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no fetch API (Request, Response, Headers), which routers and loaders use. A spec in Node's environment
// (`@jest-environment node`, e.g. the page-action fuzz) keeps Node's own, as the app servers do.
if (typeof globalThis.Request === 'undefined') installGlobals();
