/**
 * The packages a module imports before its first paint: its static import graph through the app's
 * own files (esbuild, `import()` left out), as the package specifiers it names. Used by the HOUSE-6
 * checks that a page shows its first paint without what it loads later.
 */
import path from 'node:path';
import * as esbuild from 'esbuild';

const root = path.resolve(__dirname, '../..');

/** The modules a page imports before its first paint: packages and own files, `import()` left out. */
export async function staticGraph(page: string): Promise<{ packages: string[]; files: string[] }> {
  const result = await esbuild.build({
    entryPoints: [path.join(root, page)],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'browser',
    format: 'esm',
    packages: 'external',
    jsx: 'automatic',
    tsconfig: path.join(root, 'tsconfig.json'),
    loader: { '.json': 'json', '.svg': 'empty', '.png': 'empty' },
    logLevel: 'silent',
    plugins: [
      {
        name: 'no-dynamic-imports',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
          );
        },
      },
    ],
  });
  const inputs = Object.entries(result.metafile.inputs);
  const packages = inputs.flatMap(([, input]) =>
    input.imports.filter((i) => i.external && i.kind !== 'dynamic-import').map((i) => i.path),
  );
  return { packages: [...new Set(packages)], files: inputs.map(([file]) => file) };
}

export async function staticPackageImports(page: string): Promise<string[]> {
  return (await staticGraph(page)).packages;
}
