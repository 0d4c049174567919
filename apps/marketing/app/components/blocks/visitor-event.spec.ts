import { visitorEvent } from './visitor-event';

describe('visitorEvent', () => {
  it.each([
    ['https://civicbrief.example/?event=calcities-2026', 'calcities-2026'],
    ['https://civicbrief.example/?utm_source=conf&utm_campaign=ULI-Fall-2026', 'uli-fall-2026'],
    ['https://civicbrief.example/?event=%20calcities-2026%20', 'calcities-2026'],
    ['https://civicbrief.example/?event=&utm_campaign=uli-fall-2026', 'uli-fall-2026'],
  ])('reads the event of %s', (url, event) => {
    expect(visitorEvent(new URL(url))).toBe(event);
  });

  it.each([
    'https://civicbrief.example/',
    'https://civicbrief.example/?event=<script>',
    'https://civicbrief.example/?event=a%2Fb',
    `https://civicbrief.example/?event=${'a'.repeat(65)}`,
    'https://civicbrief.example/?utm_campaign=spring sale',
  ])('names no event for %s', (url) => {
    expect(visitorEvent(new URL(url))).toBeNull();
  });
});
