/**
 * @jest-environment node
 */
import { fuzzPageActions } from '@civicbrief/app-server/testing';
import { pageActionAnswer, startFakeGateway } from '@civicbrief/gateway-client/testing';
import { previewCookie } from './components/preview/preview.server';

// Every page action of civic, fuzzed through the real app server against a gateway answering like the real one.
fuzzPageActions({
  appDirectory: __dirname,
  actions: [
    'routes/alerts.confirm',
    'routes/alerts.manage',
    'routes/alerts.new',
    'routes/alerts.unsubscribe',
    'routes/dashboard',
    'routes/login',
    'routes/newsletter.confirm',
    'routes/newsletter.frequency',
    'routes/newsletter.my-data',
    'routes/newsletter.unsubscribe',
    'routes/preview_.exit',
    'routes/request-a-city',
    'routes/rsvp',
    'routes/saratoga-survey',
    'routes/subscribe',
    'routes/survey',
  ],
  queries: [
    '',
    '?token=valid-confirm',
    '?token=valid-unsubscribe',
    '?token=valid-data',
    '?token=valid-newsletter',
    '?token=valid-alert-confirm',
    '?token=valid-alert-manage',
    '?q=zoning&state=ca',
    '?city=Saratoga&state=CA&county=Santa+Clara+County&id=sub-1',
    '?redirect=/.//evil.example',
  ],
  // The preview cookie: the login action needs it.
  cookies: async () => [(await previewCookie.serialize(true)).split(';')[0]],
  startGateway: () => startFakeGateway({ fallback: pageActionAnswer }),
});
