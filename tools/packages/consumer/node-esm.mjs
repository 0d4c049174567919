// A plain Node ESM script using the framework-free entries, as a stranger's script would.
import assert from 'node:assert/strict';
import { renderMarkdown } from '@civicbrief/content-client';
import { NewsletterFormInput } from '@civicbrief/contracts';
import { GatewayError } from '@civicbrief/gateway-client';
import { stateCode, searchCities } from '@civicbrief/locations';
import { createSubscriptionSurvey } from '@civicbrief/surveys';

assert.equal(stateCode('California'), 'CA');
assert.equal(searchCities('Saratoga', { limit: 1 })[0]?.name, 'Saratoga');
assert.equal(NewsletterFormInput.safeParse({ email: 'not an e-mail' }).success, false);
assert.match(renderMarkdown('# Council\n\nBike lanes').html, /<h1[^>]*>Council<\/h1>/);
assert.ok(new GatewayError('down', 503, 'http') instanceof Error);
assert.equal(createSubscriptionSurvey().step, 0);
console.log('node-esm: ok');
