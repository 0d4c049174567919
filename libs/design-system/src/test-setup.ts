import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// CI runs these beside the database-heavy gateway suite on two cores: give async queries room.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks browser APIs that Radix primitives (menus, dialogs, popper positioning) call.
class ResizeObserverStub {
  observe(): void {
    // jsdom does no layout, so there is never a size change to report.
  }
  unobserve(): void {
    // Nothing observed, nothing to stop.
  }
  disconnect(): void {
    // Nothing observed, nothing to stop.
  }
}
globalThis.ResizeObserver ??= ResizeObserverStub;

// Server-render specs run in the node environment (`@jest-environment node`): no DOM to polyfill.
if (typeof window !== 'undefined') {
  if (typeof window.PointerEvent === 'undefined') {
    class PointerEventPolyfill extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
  }

  Element.prototype.scrollIntoView ??= function scrollIntoView() {
    // jsdom does no layout; nothing to scroll.
  };
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
}
