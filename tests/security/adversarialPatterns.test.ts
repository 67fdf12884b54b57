import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { repoRoot } from '../../core/src/config/loadSettings.ts';

/**
 * Issue: "A 4 KB contact-import cell of the form a@a@a@… holds the event loop for 6 s, and a
 * 120,000-character cell for 7 s (a validation pattern that grows with the cube of its input)."
 *
 * The checks run on those inputs in a process of its own, which is killed if it has not answered
 * 2 s after it is ready. That bound is a hang detector, not a performance assertion: the checks
 * answer in milliseconds, the old patterns took 6 s and more on these inputs, so a busy machine
 * stays far inside it and only a check that grows faster than linearly with its input crosses
 * it. The process loads its modules before the clock runs, so that is not part of the 2 s.
 */
const nodeBin = join(repoRoot, 'node_modules', '.bin', 'node');
const contacts = join(repoRoot, 'plugins', 'contacts', 'src');
const hangAfterMs = 2_000;

/** Each check answers for its input: isHeaderRow of a one-cell row, or the contact dialog's messages for an email. */
const script = `
import { isHeaderRow } from ${JSON.stringify(join(contacts, 'server', 'services', 'csvFile.ts'))};
import { contactFormSchema } from ${JSON.stringify(join(contacts, 'web', 'contactForm.ts'))};
import { emailShape } from ${JSON.stringify(join(repoRoot, 'web', 'src', 'forms', 'emailShape.ts'))};
const checks = {
  shellEmail: (email) => emailShape.test(email),
  headerRow: (cell) => isHeaderRow([cell]),
  contactEmail: (email) => {
    const parsed = contactFormSchema((key) => key).safeParse({ firstName: '', lastName: '', email, phone: '', status: 'Active', tagIds: [], bookIds: [] });
    return parsed.success ? [] : parsed.error.issues.filter((issue) => issue.path[0] === 'email').map((issue) => issue.message);
  },
};
process.stdout.write('ready\\n');
let text = '';
process.stdin.on('data', (chunk) => (text += chunk)).on('end', () => {
  const answers = JSON.parse(text).map(([check, input]) => checks[check](input));
  process.stdout.write(JSON.stringify(answers) + '\\n');
});
`;

type Check = ['headerRow' | 'contactEmail' | 'shellEmail', string];

/** The answer of each check, from a process that is killed `hangAfterMs` after it is ready. */
function answers(checks: Check[]): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(nodeBin, ['--input-type=module', '--no-warnings', '-e', script], { stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    let timer: NodeJS.Timeout | undefined;
    child.stderr.on('data', (chunk) => (errors += String(chunk)));
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
      if (!timer && output.includes('ready\n')) {
        timer = setTimeout(() => {
          child.kill('SIGKILL');
          reject(new Error(`the checks had not answered ${hangAfterMs} ms after they started: a pattern backtracks on these inputs`));
        }, hangAfterMs);
        child.stdin.end(JSON.stringify(checks));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      const answer = output.split('\n')[1];
      if (code === 0 && answer) resolve(JSON.parse(answer) as unknown[]);
      else reject(new Error(`the checks exited (${code}):\n${errors}`));
    });
  });
}

describe('validation patterns on adversarial inputs', () => {
  it('answer at once for a 4 KB "a@a@a@…" import cell and a 120,000-character one, and answer right', async () => {
    // The first, second and fourth are not shaped like an email address (no dot) nor like a phone number: column names.
    const cells = ['a@'.repeat(2048), 'a'.repeat(120_000), `${'a@'.repeat(2048)}.com`, ` ${'@'.repeat(4096)}`];
    expect(await answers(cells.map((cell): Check => ['headerRow', cell]))).toEqual([true, true, false, true]);
  }, 60_000);

  it("answer at once for a 120,000-character text pasted into the contact dialog's email", async () => {
    const pasted = `a@${'a.'.repeat(60_000)}@`;
    expect(
      await answers([
        ['contactEmail', pasted],
        ['contactEmail', 'ada@example.com'],
        ['contactEmail', 'ada@example'],
      ]),
    ).toEqual([['validation.tooLong', 'validation.email'], [], ['validation.email']]);
  }, 60_000);

  it("answer at once for the same text in the shell's forms (team member, brand, client, notification)", async () => {
    const pasted = `a@${'a.'.repeat(60_000)}@`;
    const emails = [pasted, `a@${'a.'.repeat(60_000)} `, 'ada@example.com', 'ada@mail.example.co.uk', 'ada@example'];
    expect(await answers(emails.map((email): Check => ['shellEmail', email]))).toEqual([false, false, true, true, false]);
  }, 60_000);
});
