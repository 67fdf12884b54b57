import type { parse, Results } from '@electric-sql/pglite';

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

type Parsers = Record<number, (text: string, typeId: number) => unknown>;

interface RowDescription {
  name: 'rowDescription';
  fields: { name: string; dataTypeID: number }[];
}
interface DataRow {
  name: 'dataRow';
  fields: (string | null)[];
}
interface CommandComplete {
  name: 'commandComplete';
  text: string;
}

/** Commands whose tag counts the rows they changed ("UPDATE 3"), as PGlite sums them into `affectedRows`. */
const changing = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * The result of one statement from the messages the server sent for it, as PGlite's
 * `parseResults` builds it (object rows, values through the instance's parsers by type, text
 * when none), without the copy of all parsers it makes per call.
 */
export function resultOf(messages: BackendMessage[], parsers: Parsers): Results {
  let fields: RowDescription['fields'] = [];
  const rows: Record<string, unknown>[] = [];
  for (const message of messages) {
    if (message.name === 'rowDescription') {
      fields = (message as unknown as RowDescription).fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }));
    } else if (message.name === 'dataRow') {
      const values = (message as unknown as DataRow).fields;
      const row: Record<string, unknown> = {};
      for (let i = 0; i < values.length; i++) {
        const { name, dataTypeID } = fields[i]!;
        const text = values[i];
        const parser = parsers[dataTypeID];
        row[name] = text === null || text === undefined ? null : parser ? parser(text, dataTypeID) : text;
      }
      rows.push(row);
    } else if (message.name === 'commandComplete') {
      const words = (message as unknown as CommandComplete).text.split(' ');
      const count = parseInt(words[words.length - 1]!, 10);
      const result: Results & { command?: string; rowCount?: number } = { rows, fields, affectedRows: changing.has(words[0]!) ? count : 0, command: words[0] };
      if (!Number.isNaN(count)) result.rowCount = count;
      return result;
    }
  }
  return { rows: [], fields: [], affectedRows: 0 };
}
