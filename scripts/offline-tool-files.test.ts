import { describe, expect, it } from 'vitest';
import { offlineFiles, type ChunkFacts } from './offline-tool-files';

const chunk = (fileName: string, facts: Partial<ChunkFacts> = {}): ChunkFacts => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  moduleIds: [],
  imports: [],
  dynamicImports: [],
  ...facts,
});

describe('the files the tools need offline', () => {
  const bundle = [
    chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js', 'assets/app.js'], dynamicImports: ['assets/stopwatch.js'] }),
    chunk('assets/react.js'),
    chunk('assets/app.js', { imports: ['assets/react.js'] }),
    chunk('assets/stopwatch.js', {
      facadeModuleId: '/r/stopwatch.tsx',
      imports: ['assets/react.js', 'assets/button.js', 'assets/store.js'],
    }),
    chunk('assets/button.js', { imports: ['assets/app.js'], importedCss: new Set(['assets/button.css']) }),
    chunk('assets/store.js'),
    chunk('assets/countdown.js', {
      facadeModuleId: '/r/countdown.tsx',
      imports: ['assets/button.js', 'assets/signal.js'],
      dynamicImports: ['assets/chart.js'],
    }),
    chunk('assets/signal.js'),
    chunk('assets/chart.js', { imports: ['assets/chart-lib.js', 'assets/store.js'] }),
    chunk('assets/chart-lib.js'),
    // Merged into another chunk: found by the modules it holds.
    chunk('assets/shared.js', { moduleIds: ['/r/coin-toss.tsx', '/r/other.ts'] }),
    chunk('assets/admin.js', { facadeModuleId: '/r/admin.tsx' }),
  ];

  it('lists each screen with what it imports, then what the screens load later, each once', () => {
    expect(offlineFiles(bundle, ['/r/stopwatch.tsx', '/r/countdown.tsx', '/r/coin-toss.tsx'])).toEqual([
      '/assets/stopwatch.js',
      '/assets/button.js',
      '/assets/button.css',
      '/assets/store.js',
      '/assets/countdown.js',
      '/assets/signal.js',
      '/assets/shared.js',
      '/assets/chart.js',
      '/assets/chart-lib.js',
    ]);
  });

  it('leaves out what the first screen has loaded and screens not asked for', () => {
    const files = offlineFiles(bundle, ['/r/stopwatch.tsx']);
    for (const file of ['/assets/index.js', '/assets/react.js', '/assets/app.js', '/assets/admin.js', '/assets/countdown.js'])
      expect(files).not.toContain(file);
  });

  it('fails the build when a screen is in no chunk', () => {
    expect(() => offlineFiles(bundle, ['/r/gone.tsx'])).toThrow(/no chunk holds \/r\/gone\.tsx/);
  });
});
