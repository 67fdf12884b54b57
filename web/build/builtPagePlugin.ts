import type { IndexHtmlTransformContext, Plugin } from 'vite';

export type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/**
 * A build-only plugin that rewrites the built index.html once the bundle's files are named
 * (`transform` gets the page, the bundle and the public base path). The dev server serves the
 * page as written.
 */
export function builtPagePlugin(name: string, transform: (html: string, bundle: OutputBundle, base: string) => string): Plugin {
  let base = '/';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return bundle ? transform(html, bundle, base) : html;
      },
    },
  };
}
