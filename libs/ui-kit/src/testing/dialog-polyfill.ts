import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom has <dialog> but not showModal()/close(). Stands in for the browser as the HTML specification describes
 * (showModal opens and focuses the first focusable descendant; Esc fires a cancelable 'cancel'; close fires
 * 'close') for the tests of this file. Call once at the top of a test file that opens a Modal.
 */
export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype;
  const original = { showModal: proto.showModal, close: proto.close };
  function onEscape(this: HTMLDialogElement, event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    if (this.dispatchEvent(new Event('cancel', { cancelable: true }))) this.close();
  }
  beforeAll(() => {
    proto.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
      this.addEventListener('keydown', onEscape);
      this.querySelector<HTMLElement>('button, [href], input, [tabindex]:not([tabindex="-1"])')?.focus();
    };
    proto.close = function close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      this.removeEventListener('keydown', onEscape);
      this.dispatchEvent(new Event('close'));
    };
  });
  afterAll(() => {
    Object.assign(proto, original);
  });
}
