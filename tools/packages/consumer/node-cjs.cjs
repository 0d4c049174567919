// A CommonJS consumer: Node 20.19+ require()s the ES modules (the packages are ESM only, decision 042).
const assert = require('node:assert/strict');
const { stateCode } = require('@civicbrief/locations');
const { NewsletterFormInput } = require('@civicbrief/contracts');

assert.equal(stateCode('Texas'), 'TX');
assert.equal(NewsletterFormInput.safeParse({}).success, false);
console.log('node-cjs: ok');
