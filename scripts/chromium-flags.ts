/**
 * The flags every headless Chromium this project starts with (the e2e tests, Lighthouse): no sandbox or GPU in a
 * container, and none of the browser's own background traffic (updates, sync, QUIC probes), so only the page
 * under test uses the network and the CPU.
 */
export const HEADLESS_CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
