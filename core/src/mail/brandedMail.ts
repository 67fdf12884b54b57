import type { MailBrand } from './mailBrand.ts';
import type { OutgoingMail } from './mailer.ts';

/** One part of a mail's body: a paragraph, a link to follow (a button in HTML), or a one-time code. */
export type MailBlock = string | { link: string; label: string } | { code: string };

export interface MailContent {
  to: string;
  subject: string;
  blocks: readonly MailBlock[];
}

/**
 * Every mail the core sends, in the brand's name: a plain-text part (what the tests and text-only
 * readers see) and an HTML part with the brand's logo, the same paragraphs and the links as
 * buttons. The texts are the caller's; this only lays them out.
 */
export function brandedMail(brand: MailBrand, content: MailContent): OutgoingMail {
  return {
    to: content.to,
    subject: content.subject,
    text: textOf(brand, content.blocks),
    html: htmlOf(brand, content),
    brand: { id: brand.id, name: brand.name, domain: brand.domain },
  };
}

function textOf(brand: MailBrand, blocks: readonly MailBlock[]): string {
  const parts = blocks.map((block) => (typeof block === 'string' ? block : 'link' in block ? block.link : block.code));
  return [...parts, `${brand.name} · ${brand.baseUrl}`].join('\n\n');
}

const styles = {
  body: 'margin:0;padding:24px 12px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#1f2937',
  card: 'max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px',
  logo: 'display:block;max-height:48px;max-width:220px;border:0',
  name: 'margin:0;font-size:22px;font-weight:bold;color:#111827',
  paragraph: 'margin:16px 0;font-size:15px;line-height:1.5',
  button: 'display:inline-block;background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold',
  rawLink: 'margin:8px 0 16px;font-size:12px;color:#6b7280;word-break:break-all',
  code: 'margin:16px 0;font-size:28px;font-weight:bold;letter-spacing:6px;font-family:Menlo,Consolas,monospace',
  footer: 'margin:24px auto 0;max-width:560px;font-size:12px;color:#6b7280;text-align:center',
} as const;

function htmlOf(brand: MailBrand, content: MailContent): string {
  const header = brand.logoUrl
    ? `<a href="${escapeHtml(brand.baseUrl)}"><img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}" style="${styles.logo}"></a>`
    : `<p style="${styles.name}">${escapeHtml(brand.name)}</p>`;
  const body = content.blocks.map(blockHtml).join('\n');
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="${styles.body}">
<div style="${styles.card}">
${header}
${body}
</div>
<p style="${styles.footer}">${escapeHtml(brand.name)} · <a href="${escapeHtml(brand.baseUrl)}" style="color:#6b7280">${escapeHtml(brand.baseUrl)}</a></p>
</body></html>`;
}

function blockHtml(block: MailBlock): string {
  if (typeof block === 'string') return `<p style="${styles.paragraph}">${escapeHtml(block).replace(/\n/g, '<br>')}</p>`;
  if ('code' in block) return `<p style="${styles.code}">${escapeHtml(block.code)}</p>`;
  const href = escapeHtml(block.link);
  return `<p style="${styles.paragraph}"><a href="${href}" style="${styles.button}">${escapeHtml(block.label)}</a></p>\n<p style="${styles.rawLink}"><a href="${href}" style="color:#6b7280">${href}</a></p>`;
}

/** Names, emails and subjects come from users: escaped everywhere they go into HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
