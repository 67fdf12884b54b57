import type { ApiClient } from '../../support/apiClient.ts';
import type { StoredRecord } from './databaseRecords.ts';
import type { SampleMaker } from './sampleValues.ts';

/** An owner of an account of their own, and what they made. */
export interface Owner {
  label: 'A' | 'B';
  client: ApiClient;
  userId: number;
  accountId: number;
  maker: SampleMaker;
  /** The ids of every table before this owner signed up: what existed then is not theirs. */
  before: Set<string>;
  records: StoredRecord[];
  /** The `id` fields of the owner's own successful answers. */
  answeredIds: Set<string>;
}

/** One request B makes with A's ids, kept so A can replay it as the control. */
export interface Probe {
  method: string;
  url: string;
  body: unknown;
  /** For the messages: `id=300004 (contacts_contact)`. */
  ids: string;
}

export interface ReadResult {
  violations: string[];
  /** Routes where A got a 2xx with the ids B was refused: the ids are real. */
  confirmed: string[];
  /** Routes where A did not, though A has records of the table they serve. */
  unconfirmed: string[];
}
