import { publicPaths, pluginId } from '../common/ids.ts';

/**
 * The snippet a site owner pastes: the script from this dashboard's origin (the brand's
 * domain), with the widget's public id. Iframe widgets draw where the snippet stands.
 */
export function embedSnippet(origin: string, widgetId: string): string {
  return `<script src="${origin}/api/${pluginId}${publicPaths.script}" data-widget-id="${widgetId}" async></script>`;
}
