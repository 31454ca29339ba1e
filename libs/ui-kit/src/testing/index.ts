export { installDialogPolyfill } from './dialog-polyfill';
export { listen, stopListening, heard, announced, readOut } from './spoken';
