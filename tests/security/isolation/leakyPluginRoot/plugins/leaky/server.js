import { AppError, defineRoute, definePlugin, Migration, z } from '@chatmill/sdk';

/**
 * A plugin with isolation bugs planted on purpose, for the account-isolation test to prove it
 * finds them (tests/security/accountIsolation.test.ts). Each route marked BUG has exactly one;
 * the others are written the right way and must not be reported.
 */

class LeakyTables extends Migration {
  up() {
    this.addSql(
      `create table "leaky_note" ("id" serial primary key, "account_id" int not null references "account" ("id") on delete cascade, "title" varchar(120) not null, "archived" boolean not null default false)`,
    );
    this.addSql(
      `create table "leaky_pin" ("id" serial primary key, "account_id" int not null references "account" ("id") on delete cascade, "note_id" int not null)`,
    );
  }
}

const slug = 'leaky/notes';
const permission = (action) => ({ slug, action });
const idParams = z.object({ id: z.coerce.number().int().positive().max(2147483647) });
const title = z.strictObject({ title: z.string().min(1).max(120) });
const route = (definition) => defineRoute({ tag: 'Leaky', summary: definition.path, access: 'session', ...definition });

async function ownNote(em, user, id) {
  const [note] = await em.execute('select id, title from leaky_note where id = ? and account_id = ?', [id, user.accountId]);
  if (!note) throw new AppError('NOT_FOUND', 'There is no such note.');
  return note;
}

export default definePlugin({
  id: 'leaky',
  name: 'Leaky',
  version: '1.0.0',
  sdk: '^0.1.0',
  permissions: [{ slug, name: 'Notes' }],
  migrations: [LeakyTables],
  routes: [
    route({
      method: 'POST',
      path: '/notes',
      permission: permission('create'),
      body: title,
      status: 201,
      handler: async ({ em, user, body }) =>
        (await em.execute('insert into leaky_note (account_id, title) values (?, ?) returning id, title', [user.accountId, body.title]))[0],
    }),
    // BUG: lists the notes of every account.
    route({
      method: 'GET',
      path: '/notes',
      permission: permission('read'),
      handler: async ({ em }) => ({ items: await em.execute('select id, title from leaky_note order by id') }),
    }),
    // BUG: reads a note of any account.
    route({
      method: 'GET',
      path: '/notes/:id',
      permission: permission('read'),
      params: idParams,
      handler: async ({ em, params }) => {
        const [note] = await em.execute('select id, title from leaky_note where id = ?', [params.id]);
        if (!note) throw new AppError('NOT_FOUND', 'There is no such note.');
        return note;
      },
    }),
    // BUG: changes a note of any account, then answers 404 as if nothing happened.
    route({
      method: 'PATCH',
      path: '/notes/:id',
      permission: permission('edit'),
      params: idParams,
      body: title,
      handler: async ({ em, user, params, body }) => {
        await em.execute('update leaky_note set title = ? where id = ?', [body.title, params.id]);
        return ownNote(em, user, params.id);
      },
    }),
    // BUG: tells another account's note exists (409) before checking whose it is.
    route({
      method: 'POST',
      path: '/notes/:id/archive',
      permission: permission('edit'),
      params: idParams,
      handler: async ({ em, user, params }) => {
        const [note] = await em.execute('select archived from leaky_note where id = ?', [params.id]);
        if (note && !note.archived) throw new AppError('CONFLICT', 'Close the note before archiving it.');
        await ownNote(em, user, params.id);
        return { archived: true };
      },
    }),
    route({
      method: 'DELETE',
      path: '/notes/:id',
      permission: permission('delete'),
      params: idParams,
      handler: async ({ em, user, params }) => {
        await ownNote(em, user, params.id);
        await em.execute('delete from leaky_note where id = ? and account_id = ?', [params.id, user.accountId]);
        return { id: params.id };
      },
    }),
    // BUG: pins a note of any account.
    route({
      method: 'POST',
      path: '/pins',
      permission: permission('create'),
      status: 201,
      body: z.strictObject({ noteId: z.number().int().positive().max(2147483647) }),
      handler: async ({ em, user, body }) => {
        const [note] = await em.execute('select id from leaky_note where id = ?', [body.noteId]);
        if (!note) throw new AppError('NOT_FOUND', 'There is no such note.');
        return (
          await em.execute('insert into leaky_pin (account_id, note_id) values (?, ?) returning id, note_id as "noteId"', [user.accountId, body.noteId])
        )[0];
      },
    }),
    route({
      method: 'GET',
      path: '/pins/:id',
      permission: permission('read'),
      params: idParams,
      handler: async ({ em, user, params }) => {
        const [pin] = await em.execute('select id, note_id as "noteId" from leaky_pin where id = ? and account_id = ?', [params.id, user.accountId]);
        if (!pin) throw new AppError('NOT_FOUND', 'There is no such pin.');
        return pin;
      },
    }),
  ],
});
