/** A CSV of `rows` contacts with unique emails and phones, as an owner would export from elsewhere. */
export function contactsCsv(rows: number): string {
  const lines = ['First Name,Last Name,Email,Phone'];
  for (let i = 0; i < rows; i++) lines.push(`First${i},Last${i},person${i}@example.com,+1415${String(5550000 + i).padStart(7, '0')}`);
  return `${lines.join('\n')}\n`;
}

/** Times a Contacts import end to end through the API: upload, the job, until the record says done. */
export async function timeCsvImport(
  baseUrl: string,
  cookie: string,
  rows: number,
): Promise<{ ms: number; rowsPerSecond: number; imported: number; failed: number }> {
  const headers = { 'content-type': 'application/json', cookie };
  const csv = contactsCsv(rows);
  const began = performance.now();
  const started = await fetch(`${baseUrl}/api/contacts/imports`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ csv, mapping: { firstName: 'First Name', lastName: 'Last Name', email: 'Email', phone: 'Phone' } }),
  });
  if (started.status !== 202) throw new Error(`import refused: ${started.status} ${await started.text()}`);
  const { importId } = (await started.json()) as { importId: number };
  for (;;) {
    const record = (await (await fetch(`${baseUrl}/api/contacts/imports/${importId}`, { headers })).json()) as {
      status: string;
      imported: number;
      failed: number;
    };
    if (record.status === 'done' || record.status === 'failed') {
      const ms = performance.now() - began;
      return { ms, rowsPerSecond: (rows / ms) * 1000, imported: record.imported, failed: record.failed };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
