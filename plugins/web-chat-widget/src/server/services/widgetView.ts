import type { WidgetView } from '../../common/schemas/accounts.ts';
import type { WidgetAccount } from '../entities/WidgetAccount.ts';

/** A widget as the API shows it: everything but its signing secret and default flows (those have their own route). */
export function toWidgetView(widget: WidgetAccount): WidgetView {
  return {
    id: widget.id,
    widgetId: widget.widgetId,
    name: widget.name,
    title: widget.title,
    tagline: widget.tagline,
    primaryColor: widget.primaryColor,
    textColor: widget.textColor,
    placement: widget.placement,
    openDelaySeconds: widget.openDelaySeconds,
    embedMode: widget.embedMode,
    domains: [...widget.domains],
    faviconUrl: widget.faviconUrl ?? null,
    logoUrl: widget.logoUrl ?? null,
    createdAt: widget.createdAt.toISOString(),
    updatedAt: widget.updatedAt.toISOString(),
  };
}
