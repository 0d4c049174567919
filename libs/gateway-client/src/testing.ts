// Test helpers for code that calls the gateway (loader and action tests): never imported by the browser entry.
export { startFakeGateway, type FakeAnswer, type FakeGateway, type FakeGatewayOptions } from './testing/fake-gateway';
export { pageActionAnswer } from './testing/page-action-answers';
export { fakeGatewayForSuite } from './testing/fake-gateway-for-suite';
export { clientWith } from './testing/client-with';
