import { join, resolve } from 'node:path';

export const pluginDir = resolve(import.meta.dirname, '../../..');
export const widgetEntry = join(pluginDir, 'src', 'widget', 'index.ts');

/**
 * Bundles the embed script (src/widget) into one minified classic script with rolldown.
 * Run it in a process of its own (widgetBundleCli.ts): rolldown's native binding refuses
 * objects made in Jest's VM context, and a bundler has no business in a web server's memory.
 */
export async function bundleWidgetScript(): Promise<string> {
  const { rolldown } = await import('rolldown');
  const bundle = await rolldown({ input: widgetEntry, platform: 'browser', logLevel: 'warn' });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true, comments: { legal: false, annotation: false, jsdoc: false } });
    return output[0].code;
  } finally {
    await bundle.close();
  }
}
