import '@testing-library/jest-dom';
import { installGlobals } from '@remix-run/node';

// jsdom has no fetch API (Request, Response, Headers), which routers and loaders use.
installGlobals();
