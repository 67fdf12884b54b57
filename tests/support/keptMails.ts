import type { ApiClient } from './apiClient.ts';

export interface KeptMail {
  id: number;
  to: string;
  from: string;
  subject: string;
  brandId: number | null;
  brandName: string;
  createdAt: string;
  text: string;
  html: string | null;
}

/**
 * Waits until the local mailbox (a server without SMTP) holds `count` mails to `address`, read
 * through the admin routes as the dashboard reads them, and returns them newest first.
 */
export async function keptMailsTo(admin: ApiClient, address: string, count = 1, timeoutMs = 20_000): Promise<KeptMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const page = await admin.get(`/api/admin/mailbox?search=${encodeURIComponent(address)}&pageSize=100`);
    if (page.status !== 200) throw new Error(`the mailbox answered ${page.status}: ${JSON.stringify(page.body)}`);
    const items = (page.body.items as Omit<KeptMail, 'text' | 'html'>[]).filter((mail) => mail.to === address);
    if (items.length >= count) return Promise.all(items.map(async (item) => (await admin.get(`/api/admin/mailbox/${item.id}`)).body as KeptMail));
    if (Date.now() > deadline) throw new Error(`${items.length} of ${count} mails to ${address} were kept within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
