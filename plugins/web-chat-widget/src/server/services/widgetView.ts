import type { WidgetView } from '../../common/schemas/accounts.ts';
import type { WidgetLook } from '../../common/protocol.ts';
import type { WidgetAccount } from '../entities/WidgetAccount.ts';

/** The widget's look, as the embed script gets it when its socket opens. */
export function lookOf(widget: WidgetAccount): WidgetLook {
  return {
    title: widget.title,
    tagline: widget.tagline,
    primaryColor: widget.primaryColor,
    textColor: widget.textColor,
    placement: widget.placement,
    openDelaySeconds: widget.openDelaySeconds,
    embedMode: widget.embedMode,
    logoUrl: widget.logoUrl ?? null,
    faviconUrl: widget.faviconUrl ?? null,
  };
}

/** A widget as the API shows it: everything but its signing secret and default flows (those have their own route). */
export function toWidgetView(widget: WidgetAccount): WidgetView {
  return {
    id: widget.id,
    widgetId: widget.widgetId,
    name: widget.name,
    ...lookOf(widget),
    domains: [...widget.domains],
    createdAt: widget.createdAt.toISOString(),
    updatedAt: widget.updatedAt.toISOString(),
  };
}
