import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { analytics } from './analytics';
import { ThirdPartyScripts } from './third-party-scripts';

type TestWindow = Window & { gtag?: (...args: unknown[]) => void; dataLayer?: unknown[] };

const scriptSources = () => Array.from(document.querySelectorAll('script')).map((script) => script.src);

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('ThirdPartyScripts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setReadyState('loading');
  });
  afterEach(() => {
    jest.useRealTimers();
    document.querySelectorAll('script').forEach((script) => script.remove());
    const w = window as TestWindow;
    delete w.gtag;
    delete w.dataLayer;
    Reflect.deleteProperty(w, 'requestIdleCallback');
  });

  it('renders nothing on the server', () => {
    expect(renderToString(<ThirdPartyScripts cookieConsentId="cb" analyticsId="G-1" marketingFormsId="123" />)).toBe(
      '',
    );
  });

  it('waits for the load event, then adds only the configured scripts', async () => {
    render(<ThirdPartyScripts analyticsId="G-TEST1" marketingFormsId="4455" />);
    await jest.runAllTimersAsync();
    expect(scriptSources()).toEqual([]);

    window.dispatchEvent(new Event('load'));
    await jest.runAllTimersAsync();
    expect(scriptSources()).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST1',
      'https://js.hs-scripts.com/4455.js',
    ]);
    expect(document.getElementById('hs-script-loader')).toHaveAttribute('async');
    expect(document.getElementById('Cookiebot')).toBeNull();
    expect((window as TestWindow).dataLayer).toHaveLength(2);
  });

  it('loads right away when the page has already loaded, through requestIdleCallback when there is one', async () => {
    setReadyState('complete');
    const idle = jest.fn((callback: () => void) => {
      callback();
      return 1;
    });
    (window as TestWindow).requestIdleCallback = idle;
    render(<ThirdPartyScripts cookieConsentId="cb-123" />);
    await jest.runAllTimersAsync();
    expect(idle).toHaveBeenCalledTimes(1);
    expect(document.getElementById('Cookiebot')).toHaveAttribute('src', 'https://consent.cookiebot.com/uc.js');
    expect(document.getElementById('Cookiebot')).toHaveAttribute('data-cbid', 'cb-123');
  });

  it('adds each script only once across renders and remounts', async () => {
    setReadyState('complete');
    const ids = { cookieConsentId: 'cb', analyticsId: 'G-1', marketingFormsId: '9' };
    render(<ThirdPartyScripts {...ids} />).unmount();
    await jest.runAllTimersAsync();
    render(<ThirdPartyScripts {...ids} />);
    await jest.runAllTimersAsync();
    render(<ThirdPartyScripts {...ids} />);
    await jest.runAllTimersAsync();
    expect(scriptSources()).toHaveLength(3);
  });

  it('adds nothing when no id is set', async () => {
    setReadyState('complete');
    render(<ThirdPartyScripts />);
    await jest.runAllTimersAsync();
    expect(scriptSources()).toEqual([]);
  });
});

describe('analytics.track', () => {
  afterEach(() => {
    delete (window as TestWindow).gtag;
  });

  it('sends the event to the analytics tag when it is present', () => {
    const gtag = jest.fn();
    (window as TestWindow).gtag = gtag;
    analytics.track('Newsletter Subscription Complete', { city_name: 'Saratoga', page_url: 'https://x/ca' });
    expect(gtag).toHaveBeenCalledWith('event', 'Newsletter Subscription Complete', {
      city_name: 'Saratoga',
      page_url: 'https://x/ca',
    });
  });

  it('does nothing when the tag is absent', () => {
    expect(() => analytics.track('Newsletter Subscription Complete', {})).not.toThrow();
  });
});
