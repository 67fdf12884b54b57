import { defineRoute } from '@chatmill/sdk';
import { publicPaths } from '../../common/ids.ts';
import { widgetScript } from '../services/widgetScript.ts';

/** The embed script every site with a widget loads; public, and the same for every widget. */
export const scriptRoute = defineRoute({
  method: 'GET',
  path: publicPaths.script,
  tag: 'Web chat widget',
  summary: 'The embed script of the chat widget (JavaScript)',
  description: 'Embed it with `<script src=".../api/web-chat-widget/widget.js" data-widget-id="<widgetId>" async></script>`.',
  access: 'public',
  handler: async ({ http }) => {
    const code = await widgetScript();
    http.setHeader('content-type', 'text/javascript; charset=utf-8');
    // Short: a new version reaches the sites within minutes, and a busy site still asks rarely.
    http.setHeader('cache-control', 'public, max-age=300');
    return code;
  },
});
