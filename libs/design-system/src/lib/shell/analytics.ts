type Gtag = (...args: unknown[]) => void;
type GtagWindow = Window & { gtag?: Gtag; dataLayer?: unknown[] };

function gtagOf(): Gtag | undefined {
  if (typeof window === 'undefined') return undefined;
  const { gtag } = window as GtagWindow;
  return typeof gtag === 'function' ? gtag : undefined;
}

/**
 * Product analytics. Sends to the analytics tag when it has loaded, and does nothing otherwise
 * (server, tag not configured, or blocked by the visitor): analytics must never break a flow.
 */
export const analytics = {
  track(event: string, properties: Record<string, unknown>): void {
    gtagOf()?.('event', event, properties);
  },
};

/** The analytics tag's standard bootstrap: a queue the tag drains once its script has loaded. */
export function initGtag(measurementId: string): void {
  const w = window as GtagWindow;
  const dataLayer = (w.dataLayer ??= []);
  if (typeof w.gtag !== 'function') {
    w.gtag = function gtag() {
      // The tag reads the `arguments` object itself, not an array copy of it.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
  }
  w.gtag('js', new Date());
  w.gtag('config', measurementId);
}
