// jsdom has <dialog> but neither showModal() nor close(): the modal's open attribute and its events, as a browser
// sets and fires them (no top layer, no inert page: jsdom does no layout). Runs before each jsdom test file.
if (typeof window !== 'undefined' && typeof window.HTMLDialogElement === 'function') {
  const proto = window.HTMLDialogElement.prototype;
  const toggle = (dialog, oldState, newState) => {
    const event = new window.Event('toggle');
    Object.assign(event, { oldState, newState });
    dialog.dispatchEvent(event);
  };
  proto.showModal ??= function showModal() {
    if (this.open) return;
    // As a browser does, focus goes back to what had it when the modal closes.
    this.previouslyFocused = document.activeElement;
    this.setAttribute('open', '');
    toggle(this, 'closed', 'open');
    const first = this.querySelector('[autofocus],button,input,select,textarea,a[href]');
    if (first) first.focus();
  };
  proto.show ??= proto.showModal;
  proto.close ??= function close(returnValue) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    toggle(this, 'open', 'closed');
    if (this.previouslyFocused && this.previouslyFocused.isConnected) this.previouslyFocused.focus();
    this.dispatchEvent(new window.Event('close'));
  };
  // Escape asks the open modal to close: a cancelable cancel, then close unless it was cancelled.
  window.document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const open = Array.from(window.document.querySelectorAll('dialog[open]')).pop();
    if (!open) return;
    const cancel = new window.Event('cancel', { cancelable: true });
    if (open.dispatchEvent(cancel)) open.close();
  });
}
