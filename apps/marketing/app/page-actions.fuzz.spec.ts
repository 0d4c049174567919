/**
 * @jest-environment node
 */
import { fuzzPageActions } from '@civicbrief/app-server/testing';
import { pageActionAnswer, startFakeGateway } from '@civicbrief/gateway-client/testing';

// Every page action of the marketing site, fuzzed through the real app server against a gateway answering like the real one.
fuzzPageActions({
  appDirectory: __dirname,
  actions: ['routes/_index', 'routes/contact', 'routes/government', 'routes/onboarding', 'routes/real-estate'],
  queries: ['', '?id=sub-1'],
  startGateway: () => startFakeGateway({ fallback: pageActionAnswer }),
});
