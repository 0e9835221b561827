import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintBanner } from '../../../scripts/vite-compile-hints';

const banner = compileHintBanner([/[\\/]react-dom[\\/]client\.js$/, /[\\/]src[\\/]boot\.tsx$/]);

describe('compileHintBanner', () => {
  it("is V8's file-level hint for the chunks it names", () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
    expect(banner({ facadeModuleId: '/p/node_modules/react-dom/client.js' })).toBe(COMPILE_HINT);
    expect(banner({ facadeModuleId: 'C:\\p\\src\\boot.tsx' })).toBe(COMPILE_HINT);
  });

  it('is empty for other chunks and chunks with no facade module', () => {
    expect(banner({ facadeModuleId: '/p/src/features/cricket/page.tsx' })).toBe('');
    expect(banner({ facadeModuleId: '/p/node_modules/react-dom/server.js' })).toBe('');
    expect(banner({ facadeModuleId: null })).toBe('');
  });
});
