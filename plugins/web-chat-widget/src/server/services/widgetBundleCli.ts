import { bundleWidgetScript } from './widgetBundle.ts';

/** `node widgetBundleCli.ts`: prints the bundled embed script (see widgetScript.ts). */
process.stdout.write(await bundleWidgetScript());
