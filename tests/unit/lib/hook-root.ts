/**
 * A React root for tests of a hook that renders nothing: react-dom's client renderer on a stand-in container (no DOM
 * is needed), with React's act() environment switched on for the file's tests.
 */
import { createRoot, type Root } from 'react-dom/client';
import { beforeAll } from 'vitest';

const g = globalThis as Record<string, unknown>;

/** Switches on React's act() environment, and the two window fields react-dom reads at commit, for this file. */
export function withActEnvironment(): void {
  let restoreWindow: (() => void) | null = null;
  beforeAll(() => {
    g.IS_REACT_ACT_ENVIRONMENT = true;
    if (g.window === undefined) {
      // react-dom reads window.event (update priority) and window.HTMLIFrameElement (focus restore) at commit.
      g.window = { HTMLIFrameElement: class {} };
      restoreWindow = () => delete g.window;
    }
    return () => restoreWindow?.();
  });
}

/** A root on a stand-in element: enough for components that render null. */
export function hookRoot(): Root {
  const noop = () => {};
  const container = {
    nodeType: 1,
    tagName: 'DIV',
    nodeName: 'DIV',
    namespaceURI: 'http://www.w3.org/1999/xhtml',
    addEventListener: noop,
    removeEventListener: noop,
    ownerDocument: { addEventListener: noop, removeEventListener: noop },
  };
  return createRoot(container as unknown as Element);
}
