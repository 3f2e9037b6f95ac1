// happy-dom opens a <dialog> with showModal() but leaves out the keyboard part browsers add:
// Escape fires a cancelable `cancel` event at the topmost modal dialog, which closes unless the
// page prevents it. Loaded before component tests so Escape behaves as in a browser.
const installed = Symbol.for('reelforge.dialog-polyfill');
const scope = globalThis as { [installed]?: boolean };

if (!scope[installed] && typeof HTMLDialogElement !== 'undefined') {
  scope[installed] = true;
  const shownModally: HTMLDialogElement[] = [];
  const showModal = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    showModal.call(this);
    shownModally.push(this);
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = shownModally.filter((dialog) => dialog.open && dialog.isConnected).at(-1);
    if (top?.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
