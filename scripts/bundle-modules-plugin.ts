import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** One chunk of the client build, as build/bundle-modules.json lists it. */
export interface BundleChunk {
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  /** Each module in the chunk: its id relative to the project root, and its length in the chunk once rendered. */
  modules: { id: string; renderedLength: number }[];
}

/**
 * Writes, at the end of a build, every chunk with its imports and the rendered length of each of its modules to
 * bundle-modules.json beside the output folder (build/bundle-modules.json for build/client: not served, and a build
 * into another folder leaves it alone): the raw data bench/spa-screens.ts breaks each screen's JS down by package with.
 */
export function bundleModules(): Plugin {
  let root = process.cwd();
  let outDir = 'build/client';
  return {
    name: 'zelo:bundle-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      const chunks: BundleChunk[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                imports: output.imports,
                dynamicImports: output.dynamicImports,
                // Virtual modules (the bundler's runtime, `\0`-prefixed) keep their id; files lose the machine's path.
                modules: Object.entries(output.modules).map(([id, module]) => ({
                  id: id.startsWith('\0') ? id.slice(1) : relative(root, id),
                  renderedLength: module.renderedLength,
                })),
              },
            ]
          : [],
      );
      const target = resolve(root, outDir, '..', 'bundle-modules.json');
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, JSON.stringify({ chunks }, null, 2));
    },
  };
}
