/**
 * @jest-environment node
 */
import { fuzzPageActions } from '@civicbrief/app-server/testing';
import { pageActionAnswer, startFakeGateway } from '@civicbrief/gateway-client/testing';

// The AI-policy site has no page action: a new one is fuzzed as soon as it exists (and must be listed here).
fuzzPageActions({
  appDirectory: __dirname,
  actions: [],
  startGateway: () => startFakeGateway({ fallback: pageActionAnswer }),
});
