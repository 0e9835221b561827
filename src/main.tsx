import { captureEarlyInput } from './lib/early-input';
import './styles/index.css';

/**
 * The browser entry, kept tiny so no single main-thread task evaluates the whole app: React DOM is evaluated in
 * one task, the app's modules (router, query cache, layout) in the next, after a yield to the browser, and the
 * page then hydrates in a transition (time-sliced). index.html lists both chunks as modulepreload
 * (scripts/vite-preload-boot-chunks.ts), so they are fetched at once, with the entry. A button clicked on the
 * server-rendered page meanwhile is clicked again, and a value typed meanwhile reported, once the page has hydrated.
 */
const earlyInput = captureEarlyInput(document);
const reactDom = import('react-dom/client');
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void reactDom
  .then(yieldToBrowser)
  .then(() => import('./boot'))
  .then((boot) => boot.start(earlyInput));
