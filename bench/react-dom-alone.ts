/**
 * bench:ui's reference page: React DOM and nothing else, bundled as the site ships it (minified, with V8's compile
 * hint). Its evaluation is the floor under any React page's load on the machine the benchmark runs on.
 */
import { hydrateRoot } from 'react-dom/client';

(window as unknown as { __reactDomLoaded: unknown }).__reactDomLoaded = hydrateRoot;
